import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../format/format';
import type { WebhookDelivery } from './use-webhooks';

// The darkest shades: white text on them passes WCAG AA contrast at a badge's small size.
const STATUS_COLOR = { pending: 'blue.9', delivered: 'teal.9', failed: 'red.9' } as const;

/** One event sent to the endpoint: type, status, attempts, the last answer, when; redeliver when allowed. */
export function DeliveryCard({
  delivery,
  onRedeliver,
  redelivering,
}: {
  delivery: WebhookDelivery;
  onRedeliver?: () => void;
  redelivering: boolean;
}) {
  const { t, i18n } = useTranslation();
  const last = delivery.attempts.at(-1);
  const answer =
    delivery.last_response_status !== null
      ? t('integrations.responseCode', { code: delivery.last_response_status })
      : last?.error
        ? t('integrations.noAnswer', { error: last.error })
        : t('integrations.notYetSent');
  return (
    <Card withBorder padding="sm" radius="md" component="li" aria-label={`${delivery.type} #${delivery.id}`}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} truncate>
            {delivery.type}
          </Text>
          <Badge color={STATUS_COLOR[delivery.status]} radius="sm" style={{ flexShrink: 0 }}>
            {t(`integrations.delivery_${delivery.status}`)}
          </Badge>
        </Group>
        <Text size="sm">{answer}</Text>
        <Text size="sm" c="dimmed">
          {t('integrations.attempts', { count: delivery.attempt_count })} ·{' '}
          {formatDateTime(delivery.delivered_at ?? delivery.created_at, i18n.language)}
        </Text>
        {onRedeliver && (
          <Group justify="flex-end">
            <Button size="xs" variant="light" loading={redelivering} onClick={onRedeliver}>
              {t('integrations.redeliver')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
