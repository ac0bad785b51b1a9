import { useState } from 'react';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../ui/query-state';
import { ApiKeyCard } from './api-key-card';
import { ApiKeyForm } from './api-key-form';
import { ShownOnce } from './shown-once';
import { useApiKeys } from './use-api-keys';
import { CardList } from '../ui/card-list';

/** The organisation's API keys (admins): create one (its key shown once), revoke. */
export function ApiKeysPage() {
  const { t } = useTranslation();
  const keys = useApiKeys();
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<string | null>(null);

  return (
    <Stack gap="md" maw={720}>
      <Anchor component={Link} to="/settings" size="sm">
        ← {t('integrations.backToSettings')}
      </Anchor>
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h3">
          {t('integrations.apiKeysTitle')}
        </Title>
        <Button onClick={() => setAdding(true)}>{t('integrations.addKey')}</Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('integrations.apiKeysIntro')}
      </Text>
      <QueryState query={keys}>
        {(data) =>
          data.length === 0 ? (
            <Text>{t('integrations.noKeys')}</Text>
          ) : (
            <CardList>
              {data.map((apiKey) => (
                <ApiKeyCard key={apiKey.id} apiKey={apiKey} />
              ))}
            </CardList>
          )
        }
      </QueryState>
      {adding && (
        <ApiKeyForm
          onCreated={(apiKey) => {
            setAdding(false);
            setCreated(apiKey.key);
          }}
          onClose={() => setAdding(false)}
        />
      )}
      {created && (
        <ShownOnce
          title={t('integrations.keyCreatedTitle')}
          label={t('integrations.key')}
          value={created}
          onClose={() => setCreated(null)}
        />
      )}
    </Stack>
  );
}
