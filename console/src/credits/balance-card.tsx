import { Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBalance } from '../accounts/use-balance';
import { formatCount } from '../format/format';
import { QueryState } from '../ui/query-state';

/** The SMS and chat credits the organisation has now. */
export function BalanceCard() {
  const { t } = useTranslation();
  const balance = useBalance();
  return (
    <Card withBorder padding="md" component="section" aria-label={t('credits.balance')}>
      <QueryState query={balance}>
        {(data) => (
          <Group grow>
            <Stack gap={0}>
              <Text size="sm" c="dimmed">
                {t('credits.smsBalance')}
              </Text>
              <Text fw={700} size="xl" data-testid="sms-balance">
                {formatCount(data.sms_balance)}
              </Text>
            </Stack>
            <Stack gap={0}>
              <Text size="sm" c="dimmed">
                {t('credits.chatBalance')}
              </Text>
              <Text fw={700} size="xl">
                {formatCount(data.chat_balance)}
              </Text>
            </Stack>
          </Group>
        )}
      </QueryState>
    </Card>
  );
}
