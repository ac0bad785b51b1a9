import { useState } from 'react';
import { ActionIcon, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmDelete } from '../contacts/confirm-delete';
import { formatDateTime, formatPhone } from '../format/format';
import { useRemoveOptOut, type OptOut } from './use-settings';

/** One opt-out: the number, its contact, channel and who made it; the organisation's own may be removed. */
export function OptOutCard({ optOut, mayRemove }: { optOut: OptOut; mayRemove: boolean }) {
  const { t, i18n } = useTranslation();
  const [removing, setRemoving] = useState(false);
  const remove = useRemoveOptOut(optOut);
  const phone = formatPhone(optOut.phone);
  // The recipient's own opt-out (their link or reply) only they can take back: the API refuses it.
  const theirs = optOut.source !== 'api';
  return (
    <Card withBorder padding="sm" radius="md" component="li" aria-label={phone}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={0} miw={0}>
          <Text fw={600}>{phone}</Text>
          {optOut.contact && <Text size="sm">{optOut.contact.name}</Text>}
          <Text size="sm">
            {t(`settings.optOutChannel_${optOut.channel ?? 'all'}`)} · {t(`settings.optOutSource_${optOut.source}`)}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(optOut.created_at, i18n.language)}
          </Text>
        </Stack>
        {mayRemove && !theirs && (
          <ActionIcon
            variant="light"
            color="red"
            size="lg"
            aria-label={t('settings.optOutRemoveOne', { phone })}
            onClick={() => setRemoving(true)}
          >
            ✕
          </ActionIcon>
        )}
      </Group>
      {removing && (
        <ConfirmDelete
          title={t('settings.optOutRemoveTitle')}
          text={t('settings.optOutRemoveText', { phone })}
          remove={remove}
          onClose={() => setRemoving(false)}
        />
      )}
    </Card>
  );
}
