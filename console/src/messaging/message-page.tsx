import { Anchor, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatCount, formatDateTime, formatPhone } from '../format/format';
import { QueryState } from '../ui/query-state';
import { StatusBadge } from './status-badge';
import { useMessage } from './use-messages';

/** One message: its text, status (kept live while on its way), sender, times, cost, contact and who sent it. */
export function MessagePage() {
  const { t, i18n } = useTranslation();
  const messageId = Number(useParams().messageId);
  const message = useMessage(messageId);
  const when = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : null);
  return (
    <Stack gap="md" maw={720}>
      <Anchor component={Link} to="/messages" size="sm">
        ← {t('messaging.back')}
      </Anchor>
      <QueryState query={message}>
        {(data) => {
          const rows: Array<[string, string | null]> = [
            [t('messaging.contact'), data.contact?.name ?? null],
            [t('messaging.sender'), data.from_sender],
            [t('messaging.scheduledFor'), when(data.scheduled_at)],
            [t('messaging.sentAt'), when(data.sent_at)],
            [t('messaging.deliveredAt'), when(data.delivered_at)],
            [t('messaging.deliveryError'), data.delivery_error],
            [t('messaging.encoding'), data.encoding],
            [t('messaging.segments'), formatCount(data.segments)],
            [t('messaging.creditsUsed'), formatCount(data.credits)],
            [t('messaging.sentBy'), data.user?.name ?? null],
          ];
          return (
            <Stack gap="md">
              <Group justify="space-between" wrap="nowrap">
                <Title order={2} size="h3">
                  {t('messaging.messageTitle', { to: formatPhone(data.to_number) })}
                </Title>
                <StatusBadge status={data.status} />
              </Group>
              <Card withBorder radius="md" padding="md">
                <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{data.body}</Text>
              </Card>
              <Table>
                <Table.Tbody>
                  {rows
                    .filter((row): row is [string, string] => row[1] !== null)
                    .map(([label, value]) => (
                      <Table.Tr key={label}>
                        <Table.Th fw={500} c="dimmed" w="40%">
                          {label}
                        </Table.Th>
                        <Table.Td>{value}</Table.Td>
                      </Table.Tr>
                    ))}
                </Table.Tbody>
              </Table>
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}
