import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../format/format';
import { ErrorAlert } from '../ui/error-alert';
import { QueryState } from '../ui/query-state';
import { useAdminStats } from './use-admin-stats';
import { useChatTemplateSync } from './use-chat-template-sync';
import { FailuresCard } from './failures-card';

const FIGURES = [
  ['tenants', 'admin.statTenants'],
  ['active_tenants', 'admin.statActiveTenants'],
  ['users', 'admin.statUsers'],
  ['messages_today', 'admin.statMessagesToday'],
  ['sms_credits_sold', 'admin.statSmsSold'],
  ['chat_credits_sold', 'admin.statChatSold'],
] as const;

/** The platform's figures, its failures by provider code, and the chat template sync. */
export function OverviewPage() {
  const { t } = useTranslation();
  const stats = useAdminStats();
  const sync = useChatTemplateSync();
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t('admin.navOverview')}
      </Title>
      <QueryState query={stats}>
        {(figures) => (
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
            {FIGURES.map(([field, key]) => (
              <Card key={field} withBorder padding="sm">
                <Text size="sm" c="dimmed">
                  {t(key)}
                </Text>
                <Text fw={700} size="xl">
                  {formatCount(Number(figures?.[field] ?? 0))}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </QueryState>
      <FailuresCard />
      <Card withBorder padding="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('admin.syncTitle')}
          </Title>
          <Text size="sm">{t('admin.syncText')}</Text>
          {sync.isSuccess && (
            <Text size="sm" role="status">
              {t('admin.syncDone', { synced: sync.data.synced, hidden: sync.data.hidden })}
            </Text>
          )}
          {sync.isError && <ErrorAlert error={sync.error} />}
          <Button onClick={() => sync.mutate()} loading={sync.isPending}>
            {t('admin.syncButton')}
          </Button>
        </Stack>
      </Card>
    </Stack>
  );
}
