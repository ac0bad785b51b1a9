import { Card, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { components } from '../../../clients/typescript/src';
import { formatCount, formatDateTime } from '../format/format';
import { StatusBadge } from '../messaging/status-badge';

type Batch = components['schemas']['Batch'];

/** One chat batch: its kind, status, when, and its progress while it sends. */
export function ChatBatchCard({ batch }: { batch: Batch }) {
  const { t, i18n } = useTranslation();
  const done = batch.submitted + batch.failed + batch.cancelled;
  const percent = batch.total > 0 ? Math.round((100 * done) / batch.total) : 0;
  const title = t('chat.batchTitle', { id: batch.id });
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
          {t('chat.batchCredits', { count: formatCount(batch.credits) })}
        </Text>
        <Progress value={percent} aria-label={t('messaging.progress', { done, total: batch.total })} />
        <Text size="sm">{t('messaging.progress', { done: formatCount(done), total: formatCount(batch.total) })}</Text>
        {(batch.failed > 0 || batch.opted_out > 0) && (
          <Text size="xs" c="dimmed">
            {[
              batch.failed > 0 ? t('messaging.failedCount', { count: batch.failed }) : null,
              batch.opted_out > 0 ? t('chat.optedOut', { count: batch.opted_out }) : null,
            ]
              .filter((part) => part !== null)
              .join(' · ')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
