import { useState } from 'react';
import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { canOnEvent } from '../accounts/event-access';
import { useMe } from '../accounts/use-me';
import { formatCount, formatMoney } from '../format/format';
import { Pager } from '../messaging/pager';
import { QueryState } from '../ui/query-state';
import { PaymentCard } from './payment-card';
import { PaymentForm } from './payment-form';
import { usePayments, type Payment } from './use-payments';
import { CardList } from '../ui/card-list';

interface InviteeTotal {
  id: number;
  name: string;
  count: number;
  total: number;
}

/** The payments shown, added up per invitee (largest first). */
function totalsByInvitee(payments: Payment[]): InviteeTotal[] {
  const totals = new Map<number, InviteeTotal>();
  for (const payment of payments) {
    const total = totals.get(payment.event_invitee_id) ?? {
      id: payment.event_invitee_id,
      name: payment.invitee.name,
      count: 0,
      total: 0,
    };
    total.count += 1;
    total.total += payment.amount;
    totals.set(total.id, total);
  }
  return [...totals.values()].sort((a, b) => b.total - a.total);
}

/** Per-invitee totals as a small table (two columns fit a phone). */
function InviteeTotals({ payments }: { payments: Payment[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        {t('events.totalsByInvitee')}
      </Title>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('events.inviteeName')}</Table.Th>
            <Table.Th ta="right">{t('events.totalPaid')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {totalsByInvitee(payments).map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>
                {row.name} ({t('events.paymentsCount', { count: row.count, total: formatCount(row.count) })})
              </Table.Td>
              <Table.Td ta="right">{formatMoney(row.total)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/** The event's payments: record, edit and delete as the caller may; each payment and the totals per invitee. */
export function PaymentsPanel({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const me = useMe();
  const manage = canOnEvent(me.data, eventId, 'events.manage_payments');
  const [page, setPage] = useState(1);
  const payments = usePayments(eventId, page);
  const [adding, setAdding] = useState(false);

  return (
    <Stack gap="sm">
      {manage && (
        <Group>
          <Button onClick={() => setAdding(true)}>{t('events.addPayment')}</Button>
        </Group>
      )}
      <QueryState query={payments}>
        {({ data, meta }) =>
          data.length === 0 ? (
            <Text size="sm">{t('events.noPayments')}</Text>
          ) : (
            <>
              <InviteeTotals payments={data} />
              <CardList>
                {data.map((payment) => (
                  <PaymentCard key={payment.id} eventId={eventId} payment={payment} manage={manage} />
                ))}
              </CardList>
              <Pager meta={meta} onPage={setPage} />
            </>
          )
        }
      </QueryState>
      {adding && <PaymentForm eventId={eventId} payment={null} onClose={() => setAdding(false)} />}
    </Stack>
  );
}
