import { Alert, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { can, useMe } from '../accounts/use-me';
import { formatCount, formatDate, formatPhone } from '../format/format';
import { QueryState } from '../ui/query-state';
import { lowBalances } from './low-balance';
import { useBalance } from '../accounts/use-balance';
import { useSettings } from '../settings/use-settings';
import { useDashboard } from './use-dashboard';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder padding="md" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2}>
        {value}
      </Text>
    </Card>
  );
}

/** Balances, the low-balance warning, today's messages, upcoming birthdays and the next holiday. */
export function HomePage() {
  const { t, i18n } = useTranslation();
  const me = useMe();
  const balance = useBalance();
  const settings = useSettings();
  const mayReadDashboard = can(me.data, 'dashboard');
  const dashboard = useDashboard(mayReadDashboard);

  return (
    <Stack gap="md" maw={720}>
      <Title order={2} size="h3">
        {t('home.greeting', { name: me.data?.user.name ?? '' })}
      </Title>
      <QueryState query={balance}>
        {(balances) => {
          const lows = lowBalances(balances, settings.data);
          return (
            <Stack gap="sm">
              {lows.map((low) => (
                <Alert key={low.channel} color="orange" title={t('home.lowBalance')}>
                  {t('home.lowBalanceText', {
                    channel: t(low.channel === 'sms' ? 'home.channelSms' : 'home.channelChat'),
                    balance: formatCount(low.balance),
                    threshold: formatCount(low.threshold),
                  })}
                </Alert>
              ))}
              {balances.sms_balance === 0 && lows.length === 0 && <Alert color="orange">{t('home.noCredits')}</Alert>}
              <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
                <Figure label={t('home.smsBalance')} value={formatCount(balances.sms_balance)} />
                <Figure label={t('home.chatBalance')} value={formatCount(balances.chat_balance)} />
                {dashboard.data && (
                  <Figure label={t('home.messagesToday')} value={formatCount(dashboard.data.messages_today)} />
                )}
              </SimpleGrid>
            </Stack>
          );
        }}
      </QueryState>
      {mayReadDashboard && (
        <QueryState query={dashboard}>
          {(summary) => (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Card withBorder padding="md" radius="md">
                <Title order={3} size="h5" mb="xs">
                  {t('home.holiday')}
                </Title>
                {summary.upcoming_holiday ? (
                  <>
                    <Text fw={600}>{summary.upcoming_holiday.name}</Text>
                    <Text size="sm" c="dimmed">
                      {formatDate(summary.upcoming_holiday.date, i18n.language)} ·{' '}
                      {summary.upcoming_holiday.days_until === 0
                        ? t('home.holidayToday')
                        : t('home.holidayIn', { count: summary.upcoming_holiday.days_until })}
                    </Text>
                  </>
                ) : (
                  <Text size="sm">{t('home.noHoliday')}</Text>
                )}
              </Card>
              <Card withBorder padding="md" radius="md">
                <Title order={3} size="h5" mb="xs">
                  {t('home.birthdays')}
                </Title>
                {summary.upcoming_birthdays.length === 0 ? (
                  <Text size="sm">{t('home.noBirthdays')}</Text>
                ) : (
                  <Stack gap="xs">
                    {summary.upcoming_birthdays.slice(0, 5).map((birthday) => (
                      <div key={birthday.id}>
                        <Group justify="space-between" wrap="nowrap" gap="xs">
                          <Text size="sm" fw={600} truncate>
                            {birthday.name}
                          </Text>
                          <Text size="sm" c="dimmed">
                            {formatPhone(birthday.phone)}
                          </Text>
                        </Group>
                        <Text size="xs" c="dimmed">
                          {birthday.days_until === 0
                            ? t('home.birthdayToday', { age: birthday.upcoming_age })
                            : t('home.birthdayIn', { count: birthday.days_until, age: birthday.upcoming_age })}
                        </Text>
                      </div>
                    ))}
                  </Stack>
                )}
              </Card>
            </SimpleGrid>
          )}
        </QueryState>
      )}
    </Stack>
  );
}
