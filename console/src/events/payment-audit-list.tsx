import { useState } from 'react';
import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../format/format';
import { Pager } from '../messaging/pager';
import { QueryState } from '../ui/query-state';
import { usePaymentAudit, type PaymentAuditEntry } from './use-committee';
import { CardList } from '../ui/card-list';

const money = (amount: number | null): string => (amount === null ? '—' : formatMoney(amount));

/** One change to a payment: what happened to whose payment, the amount before → after, who did it and when (EAT). */
function AuditEntry({ entry }: { entry: PaymentAuditEntry }) {
  const { t, i18n } = useTranslation();
  const amounts =
    entry.action === 'updated'
      ? `${money(entry.amount_before)} → ${money(entry.amount_after)}`
      : money(entry.amount_after ?? entry.amount_before);
  return (
    <Card withBorder padding="sm" radius="md" component="li">
      <Stack gap={2}>
        <Text fw={600} size="sm">
          {t(`committee.action_${entry.action}`, { name: entry.invitee.name })}
        </Text>
        <Text fw={700}>{amounts}</Text>
        <Text size="sm">
          {t(`events.method_${entry.payment_method}`)}
          {entry.reference && ` · ${entry.reference}`}
        </Text>
        <Text size="xs" c="dimmed">
          {entry.user ? entry.user.name : t('committee.bySystem')} · {formatDateTime(entry.created_at, i18n.language)}
        </Text>
      </Stack>
    </Card>
  );
}

/** The trail of the event's payment changes (a deleted payment's too), newest first, a page at a time. */
export function PaymentAuditList({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const audit = usePaymentAudit(eventId, page);
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('committee.auditTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('committee.auditHint')}
      </Text>
      <QueryState query={audit}>
        {({ data, meta }) =>
          data.length === 0 ? (
            <Text size="sm">{t('committee.noAudit')}</Text>
          ) : (
            <>
              <CardList label={t('committee.auditTitle')}>
                {data.map((entry) => (
                  <AuditEntry key={entry.id} entry={entry} />
                ))}
              </CardList>
              <Pager meta={meta} onPage={setPage} />
            </>
          )
        }
      </QueryState>
    </Stack>
  );
}
