import { Alert, Anchor, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatCount, formatMoney } from '../format/format';
import { QueryState } from '../ui/query-state';
import { BalanceCard } from './balance-card';
import { PurchaseStatusBadge } from './purchase-status';
import { ReceiptButton } from './receipt-button';
import { usePurchaseStatus } from './use-credits';

/**
 * Where the payer comes back to from the provider's checkout (the return page links here): the purchase's outcome,
 * asked of the provider until it settles, and the balance it raised.
 */
export function PurchasePage() {
  const { t } = useTranslation();
  const purchaseId = Number(useParams().purchaseId);
  const status = usePurchaseStatus(purchaseId);
  return (
    <Stack gap="md" maw={720}>
      <Anchor component={Link} to="/credits" size="sm">
        {t('credits.back')}
      </Anchor>
      <Title order={2} size="h3">
        {t('credits.purchaseLabel', { id: purchaseId })}
      </Title>
      <QueryState query={status}>
        {(purchase) => (
          <Card withBorder padding="md">
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600}>
                  {t('credits.purchaseLine', {
                    quantity: formatCount(purchase.sms_quantity),
                    channel: t(`credits.channel_${purchase.channel}`),
                  })}
                </Text>
                <PurchaseStatusBadge status={purchase.status} />
              </Group>
              <Text size="sm">{formatMoney(purchase.total_amount)}</Text>
              {purchase.status === 'pending' ? (
                <Group gap="xs" role="status">
                  <Loader size="xs" aria-hidden />
                  <Text size="sm">{t('credits.waiting')}</Text>
                </Group>
              ) : (
                <Alert color={purchase.status === 'approved' ? 'green' : 'red'} role="status">
                  {t(purchase.status === 'approved' ? 'credits.paid' : 'credits.notPaid')}
                </Alert>
              )}
              {purchase.confirmation_code && (
                <Text size="sm">{t('credits.confirmation', { code: purchase.confirmation_code })}</Text>
              )}
              {purchase.status === 'approved' && (
                <Group>
                  <ReceiptButton purchaseId={purchase.id} />
                </Group>
              )}
            </Stack>
          </Card>
        )}
      </QueryState>
      <BalanceCard />
    </Stack>
  );
}
