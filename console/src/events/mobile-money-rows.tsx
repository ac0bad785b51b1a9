import { Button, Card, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../ui/field-errors';
import { MAX_MOBILE_MONEY, MOBILE_MONEY_PROVIDERS, type MobileMoney } from './use-events';

/**
 * The event's till numbers (up to MAX_MOBILE_MONEY): a provider, number and name per row, added and removed here;
 * a 422 names a row's field as `mobile_money.<index>.<field>`.
 */
export function MobileMoneyRows({
  rows,
  onChange,
  error,
}: {
  rows: MobileMoney[];
  onChange: (rows: MobileMoney[]) => void;
  error: unknown;
}) {
  const { t } = useTranslation();
  const change = (index: number, patch: Partial<MobileMoney>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const rowError = (index: number, field: keyof MobileMoney) => fieldError(error, `mobile_money.${index}.${field}`);

  return (
    <Stack gap="xs" role="group" aria-label={t('events.mobileMoney')}>
      <Text size="sm" fw={500}>
        {t('events.mobileMoney')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('events.mobileMoneyHint')}
      </Text>
      {rows.map((row, index) => (
        <Card key={index} withBorder padding="xs" radius="md">
          <Stack gap={6}>
            <NativeSelect
              label={t('events.mobileMoneyProvider', { n: index + 1 })}
              value={row.provider}
              onChange={(e) => change(index, { provider: e.currentTarget.value as MobileMoney['provider'] })}
              data={MOBILE_MONEY_PROVIDERS.map((provider) => ({
                value: provider,
                label: t(`events.provider_${provider}`),
              }))}
              error={rowError(index, 'provider')}
            />
            <TextInput
              label={t('events.mobileMoneyNumber', { n: index + 1 })}
              inputMode="numeric"
              value={row.number}
              onChange={(e) => change(index, { number: e.currentTarget.value })}
              error={rowError(index, 'number')}
            />
            <TextInput
              label={t('events.mobileMoneyName', { n: index + 1 })}
              value={row.name}
              onChange={(e) => change(index, { name: e.currentTarget.value })}
              error={rowError(index, 'name')}
            />
            <Group justify="flex-end">
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                onClick={() => onChange(rows.filter((_, at) => at !== index))}
              >
                {t('events.mobileMoneyRemove', { n: index + 1 })}
              </Button>
            </Group>
          </Stack>
        </Card>
      ))}
      {fieldError(error, 'mobile_money') && (
        <Text size="sm" c="red">
          {fieldError(error, 'mobile_money')}
        </Text>
      )}
      {rows.length < MAX_MOBILE_MONEY && (
        <Group>
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => onChange([...rows, { provider: 'mpesa', number: '', name: '' }])}
          >
            {t('events.mobileMoneyAdd')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
