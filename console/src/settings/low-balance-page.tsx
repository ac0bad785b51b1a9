import { useState } from 'react';
import { NumberInput, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../ui/field-errors';
import { QueryState } from '../ui/query-state';
import { SettingsForm } from './settings-form';
import { SettingsScreen } from './settings-screen';
import { useSaveSettings, useSettings, type Settings } from './use-settings';

/** An empty field turns the warning off. */
const threshold = (value: number | string): number | null => (value === '' ? null : Number(value));

/** Low-balance warnings: below these credits the admins are mailed (and `balance.low` sent), once each time. */
export function LowBalancePage() {
  const { t } = useTranslation();
  const settings = useSettings();
  return (
    <SettingsScreen title={t('settings.section_lowBalance')}>
      <Text size="sm" c="dimmed">
        {t('settings.lowBalanceIntro')}
      </Text>
      <QueryState query={settings}>{(current) => <LowBalanceForm current={current} />}</QueryState>
    </SettingsScreen>
  );
}

function LowBalanceForm({ current }: { current: Settings }) {
  const { t } = useTranslation();
  const [sms, setSms] = useState<number | string>(current.low_balance_threshold_sms ?? '');
  const [chat, setChat] = useState<number | string>(current.low_balance_threshold_chat ?? '');
  const save = useSaveSettings();
  const field = {
    min: 0,
    allowDecimal: false,
    allowNegative: false,
    thousandSeparator: ',',
    inputMode: 'numeric' as const,
  };
  return (
    <SettingsForm
      save={save}
      change={() => ({ low_balance_threshold_sms: threshold(sms), low_balance_threshold_chat: threshold(chat) })}
    >
      <NumberInput
        label={t('settings.thresholdSms')}
        description={t('settings.thresholdHint')}
        value={sms}
        onChange={setSms}
        error={fieldError(save.error, 'low_balance_threshold_sms')}
        {...field}
      />
      <NumberInput
        label={t('settings.thresholdChat')}
        description={t('settings.thresholdHint')}
        value={chat}
        onChange={setChat}
        error={fieldError(save.error, 'low_balance_threshold_chat')}
        {...field}
      />
    </SettingsForm>
  );
}
