import type { ReactNode } from 'react';
import { Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../shell/language-switch';

/** The frame of the signed-out screens: the console's name and language switch above one card. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Container size={440} px="md" py="lg" component="main">
      <Group justify="space-between" mb="lg" wrap="nowrap">
        <Text fw={700} c="blue.8">
          {t('app.name')}
        </Text>
        <LanguageSwitch />
      </Group>
      <Paper withBorder shadow="sm" p="lg" radius="md">
        <Stack gap="md">
          <Title order={1} size="h3">
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
