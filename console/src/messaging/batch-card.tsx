import { Alert, Button, Card, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRef } from 'react';
import { can, useMe } from '../accounts/use-me';
import { formatCount, formatDateTime } from '../format/format';
import { ErrorAlert } from '../ui/error-alert';
import type { Batch } from './compose-draft';
import { newIdempotencyKey } from './idempotency-key';
import { StatusBadge } from './status-badge';
import { RESEND_STATUSES, useBatchCounts, useCancelBatch, useResendBatch } from './use-batches';

/**
 * One batch: its kind, status, progress while it sends, and what the caller may do with it: cancel it while
 * scheduled (refunded), or resend to those who failed (one Idempotency-Key per batch, so a double tap resends once).
 */
export function BatchCard({ batch }: { batch: Batch }) {
  const { t, i18n } = useTranslation();
  const me = useMe();
  const cancel = useCancelBatch();
  const resend = useResendBatch();
  const resendKey = useRef(newIdempotencyKey());
  const resending = useRef(false);
  const resendOnce = () => {
    // A second tap before the answer is dropped (the busy state renders a moment later); the key covers retries.
    if (resending.current) return;
    resending.current = true;
    resend.mutate(
      { batchId: batch.id, idempotencyKey: resendKey.current },
      {
        onSettled: () => {
          resending.current = false;
        },
      },
    );
  };
  const done = batch.submitted + batch.failed + batch.cancelled;
  const percent = batch.total > 0 ? Math.round((100 * done) / batch.total) : 0;
  const mayCancel = batch.status === 'scheduled' && can(me.data, 'messages.cancel_scheduled');
  const counts = useBatchCounts(
    batch.id,
    batch.channel === 'sms' && batch.status === 'completed' && can(me.data, 'bulk_sms.send'),
  );
  const toResend = RESEND_STATUSES.reduce((sum, status) => sum + (counts.data?.[status] ?? 0), 0);
  const mayResend = toResend > 0;
  const title = t('messaging.batchTitle', { id: batch.id });

  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={title}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} truncate>
            {title} · {t(`messaging.kind_${batch.kind}`)}
          </Text>
          <StatusBadge status={batch.status} />
        </Group>
        <Text size="xs" c="dimmed">
          {formatDateTime(batch.scheduled_at ?? batch.created_at, i18n.language)} ·{' '}
          {t('messaging.batchCredits', { count: formatCount(batch.credits) })}
        </Text>
        <Progress value={percent} aria-label={t('messaging.progress', { done, total: batch.total })} />
        <Text size="sm">{t('messaging.progress', { done: formatCount(done), total: formatCount(batch.total) })}</Text>
        {(batch.failed > 0 || batch.cancelled > 0) && (
          <Text size="xs" c="dimmed">
            {batch.failed > 0 && t('messaging.failedCount', { count: batch.failed })}
            {batch.failed > 0 && batch.cancelled > 0 && ' · '}
            {batch.cancelled > 0 && t('messaging.cancelledCount', { count: batch.cancelled })}
          </Text>
        )}
        {cancel.isSuccess && (
          <Alert color="green" role="status">
            {t('messaging.cancelled', { count: cancel.data.cancelled })}
          </Alert>
        )}
        {resend.isSuccess && (
          <Alert color="green" role="status">
            {t('messaging.resent', { count: resend.data.count })}
          </Alert>
        )}
        {cancel.isError && <ErrorAlert error={cancel.error} />}
        {resend.isError && <ErrorAlert error={resend.error} />}
        {(mayCancel || mayResend) && (
          <Group gap="xs">
            {mayCancel && (
              <Button
                size="xs"
                color="red"
                variant="light"
                loading={cancel.isPending}
                onClick={() => cancel.mutate(batch.id)}
              >
                {t('messaging.cancel')}
              </Button>
            )}
            {mayResend && !resend.isSuccess && (
              <Button size="xs" variant="light" loading={resend.isPending} onClick={resendOnce}>
                {t('messaging.resend')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
