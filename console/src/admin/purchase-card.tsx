import { useState } from 'react';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCount, formatDateTime, formatMoney, formatPhone } from '../format/format';
import { ErrorAlert } from '../ui/error-alert';
import { RejectForm } from './reject-form';
import { statusKey } from './review-status';
import { usePurchaseReview, type AdminPurchase } from './use-purchases';

/** One purchase: who asked for what and how they paid; a pending manual request is approved or rejected here. */
export function PurchaseCard({ purchase }: { purchase: AdminPurchase }) {
  const { t, i18n } = useTranslation();
  const { approve, reject } = usePurchaseReview();
  const [rejecting, setRejecting] = useState(false);
  const tenantName = 'name' in purchase.tenant ? purchase.tenant.name : `#${purchase.tenant.id}`;
  const reviewable = purchase.status === 'pending' && purchase.kind === 'manual';
  return (
    <Card withBorder padding="md" component="article" aria-label={t('admin.purchaseLabel', { id: purchase.id })}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Text fw={700}>{tenantName}</Text>
            <Text size="sm" c="dimmed">
              #{purchase.id} · {formatDateTime(purchase.created_at, i18n.language)}
            </Text>
          </div>
          <Text size="sm" fw={700} c={purchase.status === 'rejected' ? 'red.9' : 'blue.9'}>
            {t(statusKey(purchase.status))}
          </Text>
        </Group>
        <Text size="sm">
          {t('admin.purchaseLine', {
            quantity: formatCount(purchase.sms_quantity),
            channel: purchase.channel === 'sms' ? 'SMS' : 'Chat',
            amount: formatMoney(purchase.total_amount),
          })}
        </Text>
        {purchase.transaction_reference && (
          <Text size="sm">{t('admin.reference', { reference: purchase.transaction_reference })}</Text>
        )}
        {purchase.payer_phone && (
          <Text size="sm">{t('admin.payer', { phone: formatPhone(purchase.payer_phone) })}</Text>
        )}
        {purchase.rejection_reason && (
          <Text size="sm" c="red.9">
            {t('admin.rejectedBecause', { reason: purchase.rejection_reason })}
          </Text>
        )}
        {approve.isError && <ErrorAlert error={approve.error} />}
        {reject.isError && <ErrorAlert error={reject.error} />}
        {reviewable && (
          <Group gap="xs">
            <Button size="sm" loading={approve.isPending} onClick={() => approve.mutate(purchase.id)}>
              {t('admin.approve')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              color="red.9"
              aria-expanded={rejecting}
              onClick={() => setRejecting((open) => !open)}
            >
              {t('admin.reject')}
            </Button>
          </Group>
        )}
        {reviewable && rejecting && (
          <RejectForm
            pending={reject.isPending}
            onReject={(reason) => reject.mutate({ purchaseId: purchase.id, reason })}
          />
        )}
      </Stack>
    </Card>
  );
}
