import type { ReactNode } from 'react';
import { Anchor, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A settings sub-screen: the way back to the list of sections, its title and its content. */
export function SettingsScreen({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" maw={720}>
      <Anchor component={Link} to="/settings" size="sm">
        {t('settings.back')}
      </Anchor>
      <Title order={2} size="h3">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
