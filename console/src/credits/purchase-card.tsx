import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCount, formatDateTime, formatMoney } from '../format/format';
import { PurchaseStatusBadge } from './purchase-status';
import { ReceiptButton } from './receipt-button';
import type { Purchase } from './use-credits';

/** One purchase of the history: what, how paid, its status; the receipt once approved. */
export function PurchaseCard({ purchase }: { purchase: Purchase }) {
  const { t, i18n } = useTranslation();
  const label = t('credits.purchaseLabel', { id: purchase.id });
  return (
    <Card withBorder padding="sm" radius="md" component="li" aria-label={label}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Stack gap={0} miw={0}>
            <Text fw={600}>
              {t('credits.purchaseLine', {
                quantity: formatCount(purchase.sms_quantity),
                channel: t(`credits.channel_${purchase.channel}`),
              })}
            </Text>
            <Text size="sm">
              {formatMoney(purchase.total_amount)} · {t(`credits.kind_${purchase.kind}`)}
            </Text>
          </Stack>
          <PurchaseStatusBadge status={purchase.status} />
        </Group>
        <Text size="xs" c="dimmed">
          #{purchase.id} · {formatDateTime(purchase.created_at, i18n.language)}
          {purchase.transaction_reference && ` · ${purchase.transaction_reference}`}
          {purchase.confirmation_code && ` · ${purchase.confirmation_code}`}
        </Text>
        {purchase.rejection_reason && (
          <Text size="sm" c="red.9">
            {t('credits.rejectedBecause', { reason: purchase.rejection_reason })}
          </Text>
        )}
        <Group gap="xs">
          {purchase.status === 'approved' && <ReceiptButton purchaseId={purchase.id} />}
          {purchase.kind === 'online' && purchase.status === 'pending' && (
            <Anchor component={Link} to={`/credits/purchases/${purchase.id}`} size="sm">
              {t('credits.checkStatus')}
            </Anchor>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
