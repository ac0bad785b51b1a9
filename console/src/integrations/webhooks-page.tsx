import { useState } from 'react';
import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { QueryState } from '../ui/query-state';
import { EndpointStatus } from './endpoint-status';
import { ShownOnce } from './shown-once';
import { useCreateWebhookEndpoint, useWebhookEndpoints, type WebhookEndpoint } from './use-webhooks';
import { WebhookForm } from './webhook-form';
import { CardList } from '../ui/card-list';

/** The organisation's webhook endpoints (admins): each opens its page; a new one shows its secret once. */
export function WebhooksPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const endpoints = useWebhookEndpoints();
  const create = useCreateWebhookEndpoint();
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<{ id: number; secret: string } | null>(null);

  return (
    <Stack gap="md" maw={720}>
      <Anchor component={Link} to="/settings" size="sm">
        ← {t('integrations.backToSettings')}
      </Anchor>
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h3">
          {t('integrations.webhooksTitle')}
        </Title>
        <Button onClick={() => setAdding(true)}>{t('integrations.add')}</Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('integrations.webhooksIntro')}
      </Text>
      <QueryState query={endpoints}>
        {(data) =>
          data.length === 0 ? (
            <Text>{t('integrations.none')}</Text>
          ) : (
            <CardList>
              {data.map((endpoint) => (
                <EndpointCard key={endpoint.id} endpoint={endpoint} />
              ))}
            </CardList>
          )
        }
      </QueryState>
      {adding && (
        <WebhookForm
          endpoint={null}
          save={create}
          onSubmit={(body) =>
            create.mutate(body, {
              onSuccess: (endpoint) => {
                setAdding(false);
                setCreated({ id: endpoint.id, secret: endpoint.secret });
              },
            })
          }
          onClose={() => setAdding(false)}
        />
      )}
      {created && (
        <ShownOnce
          title={t('integrations.createdTitle')}
          label={t('integrations.secret')}
          value={created.secret}
          onClose={() => void navigate(`/settings/webhooks/${created.id}`)}
        />
      )}
    </Stack>
  );
}

/** One endpoint as a card: its URL (a link to its page), description, events and health. */
function EndpointCard({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="sm" radius="md" component="li" aria-label={endpoint.url}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Anchor component={Link} to={`/settings/webhooks/${endpoint.id}`} fw={600} style={{ wordBreak: 'break-all' }}>
            {endpoint.url}
          </Anchor>
          <EndpointStatus endpoint={endpoint} />
        </Group>
        {endpoint.description && <Text size="sm">{endpoint.description}</Text>}
        <Text size="sm" c="dimmed">
          {endpoint.events.map((type) => t(`integrations.event_${type.replace('.', '_')}`)).join(' · ')}
        </Text>
      </Stack>
    </Card>
  );
}
