import { Card, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, formatPhone } from '../format/format';
import type { Message } from './compose-draft';
import { StatusBadge } from './status-badge';

/** One message in the list: to whom, when, its status and the start of its text; opens its detail. */
export function MessageCard({ message }: { message: Message }) {
  const { i18n } = useTranslation();
  const when = message.sent_at ?? message.scheduled_at ?? message.created_at;
  return (
    <Card withBorder radius="md" padding="sm" component={Link} to={`/messages/${message.id}`}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={600} truncate>
          {message.contact?.name ?? formatPhone(message.to_number)}
        </Text>
        <StatusBadge status={message.status} />
      </Group>
      <Text size="xs" c="dimmed">
        {message.contact ? `${formatPhone(message.to_number)} · ` : ''}
        {formatDateTime(when, i18n.language)}
      </Text>
      <Text size="sm" lineClamp={2} mt={4}>
        {message.body}
      </Text>
    </Card>
  );
}
