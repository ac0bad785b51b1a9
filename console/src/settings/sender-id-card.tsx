import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../format/format';
import type { SenderId } from './use-settings';

const STATUS_COLORS: Record<SenderId['status'], string> = {
  pending: 'yellow.4',
  approved: 'teal.9',
  rejected: 'red.9',
};

/** A sender id request: its name, when asked, its state and why it was refused. */
export function SenderIdCard({ senderId }: { senderId: SenderId }) {
  const { t, i18n } = useTranslation();
  return (
    <Card withBorder padding="sm" radius="md" component="li" aria-label={senderId.sender_id}>
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={0}>
          <Text fw={600}>{senderId.sender_id}</Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(senderId.created_at, i18n.language)}
          </Text>
        </Stack>
        <Badge color={STATUS_COLORS[senderId.status]} autoContrast style={{ flexShrink: 0 }}>
          {t(`settings.senderStatus_${senderId.status}`)}
        </Badge>
      </Group>
      {senderId.rejection_reason && (
        <Text size="sm" c="red.9">
          {t('credits.rejectedBecause', { reason: senderId.rejection_reason })}
        </Text>
      )}
    </Card>
  );
}
