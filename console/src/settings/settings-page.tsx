import { Card, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardList } from '../ui/card-list';
/** The settings' sections: those built here, and webhooks, API keys and users (screens of their own). */
const SECTIONS: Array<{ path: string; key: string }> = [
  { path: '/settings/sender-ids', key: 'section_senderIds' },
  { path: '/settings/quiet-hours', key: 'section_quietHours' },
  { path: '/settings/low-balance', key: 'section_lowBalance' },
  { path: '/settings/birthday', key: 'section_birthday' },
  { path: '/settings/opt-outs', key: 'section_optOuts' },
  { path: '/settings/webhooks', key: 'section_webhooks' },
  { path: '/settings/api-keys', key: 'section_apiKeys' },
  { path: '/users', key: 'section_users' },
];

/** The settings hub (organisation admins): one card per section, each a link to its screen. */
export function SettingsPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" maw={720}>
      <Title order={2} size="h3">
        {t('settings.title')}
      </Title>
      <CardList>
        {SECTIONS.map((section) => (
          <li key={section.path}>
            <UnstyledButton component={Link} to={section.path} display="block" w="100%">
              <Card withBorder padding="sm" radius="md">
                <Text fw={600}>{t(`settings.${section.key}`)}</Text>
                <Text size="sm" c="dimmed">
                  {t(`settings.${section.key}_hint`)}
                </Text>
              </Card>
            </UnstyledButton>
          </li>
        ))}
      </CardList>
    </Stack>
  );
}
