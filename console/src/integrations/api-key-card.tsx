import { useState } from 'react';
import { Button, Card, Code, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmDelete } from '../contacts/confirm-delete';
import { formatDateTime } from '../format/format';
import { permissionLabel } from '../users/permissions';
import { useRevokeApiKey, type ApiKey } from './use-api-keys';

/** One key as a card: name, prefix, permissions, dates; revoke after asking. */
export function ApiKeyCard({ apiKey }: { apiKey: ApiKey }) {
  const { t, i18n } = useTranslation();
  const [revoking, setRevoking] = useState(false);
  const revoke = useRevokeApiKey(apiKey.id);
  const at = (iso: string) => formatDateTime(iso, i18n.language);

  return (
    <Card withBorder padding="sm" radius="md" component="li" aria-label={apiKey.name}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} truncate>
            {apiKey.name}
          </Text>
          <Code>{apiKey.prefix}…</Code>
        </Group>
        <Text size="sm">{apiKey.permissions.map((p) => t(permissionLabel(p))).join(' · ')}</Text>
        <Text size="sm" c="dimmed">
          {t('integrations.created', { at: at(apiKey.created_at) })} ·{' '}
          {apiKey.last_used_at
            ? t('integrations.lastUsed', { at: at(apiKey.last_used_at) })
            : t('integrations.neverUsed')}
          {apiKey.expires_at && ` · ${t('integrations.expires', { at: at(apiKey.expires_at) })}`}
        </Text>
        <Group justify="flex-end">
          <Button
            size="xs"
            variant="light"
            color="red"
            aria-label={t('integrations.revokeOne', { name: apiKey.name })}
            onClick={() => setRevoking(true)}
          >
            {t('integrations.revoke')}
          </Button>
        </Group>
      </Stack>
      {revoking && (
        <ConfirmDelete
          title={t('integrations.revokeTitle')}
          text={t('integrations.revokeText', { name: apiKey.name, prefix: apiKey.prefix })}
          remove={revoke}
          onClose={() => setRevoking(false)}
        />
      )}
    </Card>
  );
}
