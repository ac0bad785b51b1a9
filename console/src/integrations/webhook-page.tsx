import { useState } from 'react';
import { Anchor, Button, Group, Pagination, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmDelete } from '../contacts/confirm-delete';
import { ErrorAlert } from '../ui/error-alert';
import { QueryState } from '../ui/query-state';
import { DeliveryCard } from './delivery-card';
import { EndpointStatus } from './endpoint-status';
import { ShownOnce } from './shown-once';
import {
  useDeleteWebhookEndpoint,
  useRedeliver,
  useRotateWebhookSecret,
  useTestWebhookEndpoint,
  useUpdateWebhookEndpoint,
  useWebhookDeliveries,
  useWebhookEndpoint,
  type WebhookEndpoint,
} from './use-webhooks';
import { WebhookForm } from './webhook-form';
import { CardList } from '../ui/card-list';

/** One webhook endpoint: edit, enable or disable, rotate its secret, send a test, delete; its deliveries below. */
export function WebhookPage() {
  const { t } = useTranslation();
  const id = Number(useParams().endpointId);
  const endpoint = useWebhookEndpoint(id);

  return (
    <Stack gap="md" maw={720}>
      <Anchor component={Link} to="/settings/webhooks" size="sm">
        ← {t('integrations.backToWebhooks')}
      </Anchor>
      <QueryState query={endpoint}>{(found) => <EndpointDetails endpoint={found} />}</QueryState>
      <Deliveries endpointId={id} />
    </Stack>
  );
}

function EndpointDetails({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateWebhookEndpoint(endpoint.id);
  const rotate = useRotateWebhookSecret(endpoint.id);
  const test = useTestWebhookEndpoint(endpoint.id);
  const remove = useDeleteWebhookEndpoint(endpoint.id, () => void navigate('/settings/webhooks'));
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const enabled = endpoint.status === 'enabled';

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Title order={2} size="h4" style={{ wordBreak: 'break-all' }}>
          {endpoint.url}
        </Title>
        <EndpointStatus endpoint={endpoint} />
      </Group>
      {endpoint.description && <Text>{endpoint.description}</Text>}
      <Text size="sm" c="dimmed">
        {endpoint.events.map((type) => t(`integrations.event_${type.replace('.', '_')}`)).join(' · ')}
      </Text>
      {endpoint.disabled_reason && <Text size="sm">{endpoint.disabled_reason}</Text>}
      <Switch
        label={t('integrations.enabled')}
        checked={enabled}
        disabled={update.isPending}
        onChange={(e) => update.mutate({ enabled: e.currentTarget.checked })}
      />
      <Group gap="xs">
        <Button variant="light" onClick={() => setEditing(true)}>
          {t('integrations.edit')}
        </Button>
        <Button variant="light" loading={test.isPending} disabled={!enabled} onClick={() => test.mutate()}>
          {t('integrations.sendTest')}
        </Button>
        <Button variant="light" loading={rotate.isPending} onClick={() => rotate.mutate()}>
          {t('integrations.rotate')}
        </Button>
        <Button variant="light" color="red" onClick={() => setDeleting(true)}>
          {t('integrations.delete')}
        </Button>
      </Group>
      {test.isSuccess && (
        <Text size="sm" role="status">
          {t('integrations.testSent')}
        </Text>
      )}
      {update.isError && !editing && <ErrorAlert error={update.error} />}
      {test.isError && <ErrorAlert error={test.error} />}
      {rotate.isError && <ErrorAlert error={rotate.error} />}
      {editing && (
        <WebhookForm
          endpoint={endpoint}
          save={update}
          onSubmit={(body) => update.mutate(body, { onSuccess: () => setEditing(false) })}
          onClose={() => setEditing(false)}
        />
      )}
      {rotate.data && (
        <ShownOnce
          title={t('integrations.rotatedTitle')}
          label={t('integrations.secret')}
          value={rotate.data.secret}
          onClose={() => rotate.reset()}
        />
      )}
      {deleting && (
        <ConfirmDelete
          title={t('integrations.deleteTitle')}
          text={t('integrations.deleteText', { url: endpoint.url })}
          remove={remove}
          onClose={() => setDeleting(false)}
        />
      )}
    </Stack>
  );
}

function Deliveries({ endpointId }: { endpointId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const deliveries = useWebhookDeliveries(endpointId, page);
  const redeliver = useRedeliver(endpointId);

  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {t('integrations.deliveries')}
      </Title>
      {redeliver.isError && <ErrorAlert error={redeliver.error} />}
      <QueryState query={deliveries}>
        {({ data, meta }) =>
          data.length === 0 ? (
            <Text>{t('integrations.noDeliveries')}</Text>
          ) : (
            <Stack gap="sm">
              <CardList>
                {data.map((delivery) => (
                  <DeliveryCard
                    key={delivery.id}
                    delivery={delivery}
                    redelivering={redeliver.isPending && redeliver.variables === delivery.id}
                    onRedeliver={() => redeliver.mutate(delivery.id)}
                  />
                ))}
              </CardList>
              {meta.last_page > 1 && (
                <Pagination
                  total={meta.last_page}
                  value={meta.current_page}
                  onChange={setPage}
                  siblings={0}
                  getControlProps={(control) => ({ 'aria-label': t(`contacts.page_${control}`) })}
                />
              )}
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}
