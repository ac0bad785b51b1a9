import { useState } from 'react';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../format/format';
import { ErrorAlert } from '../ui/error-alert';
import { CreditAdjustmentForm } from './credit-adjustment-form';
import { useTenantActions, type AdminTenant } from './use-tenants';

/** One organisation: its balances and users, and what a platform admin may do to it. */
export function TenantCard({ tenant }: { tenant: AdminTenant }) {
  const { t } = useTranslation();
  const { setActive, cancelPendingSends } = useTenantActions();
  const [adjusting, setAdjusting] = useState(false);
  const cancelled = cancelPendingSends.data;
  return (
    <Card withBorder padding="md" component="article" aria-label={tenant.name}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Text fw={700}>{tenant.name}</Text>
            <Text size="sm" c="dimmed">
              {tenant.slug} · #{tenant.id}
            </Text>
          </div>
          <Text size="sm" fw={700} c={tenant.is_active ? 'teal.9' : 'red.9'}>
            {tenant.is_active ? t('admin.active') : t('admin.inactive')}
          </Text>
        </Group>
        <Text size="sm">
          {t('admin.tenantFigures', {
            users: formatCount(Number(tenant.users_count)),
            sms: formatCount(Number(tenant.sms_balance)),
            chat: formatCount(Number(tenant.chat_balance)),
          })}
        </Text>
        {cancelled && (
          <Text size="sm" role="status">
            {t('admin.cancelSendsDone', { batches: cancelled.batches, messages: cancelled.messages })}
          </Text>
        )}
        {setActive.isError && <ErrorAlert error={setActive.error} />}
        {cancelPendingSends.isError && <ErrorAlert error={cancelPendingSends.error} />}
        <Group gap="xs">
          <Button
            size="sm"
            variant={tenant.is_active ? 'outline' : 'filled'}
            color={tenant.is_active ? 'red.9' : undefined}
            loading={setActive.isPending}
            onClick={() => setActive.mutate({ tenantId: tenant.id, active: !tenant.is_active })}
          >
            {tenant.is_active ? t('admin.deactivate') : t('admin.activate')}
          </Button>
          <Button
            size="sm"
            variant="default"
            loading={cancelPendingSends.isPending}
            onClick={() => cancelPendingSends.mutate(tenant.id)}
          >
            {t('admin.cancelSends')}
          </Button>
          <Button size="sm" variant="default" onClick={() => setAdjusting((open) => !open)} aria-expanded={adjusting}>
            {t('admin.adjust')}
          </Button>
        </Group>
        {adjusting && <CreditAdjustmentForm tenantId={tenant.id} onDone={() => setAdjusting(false)} />}
      </Stack>
    </Card>
  );
}
