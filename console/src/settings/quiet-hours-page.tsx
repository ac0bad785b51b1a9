import { useState } from 'react';
import { Group, Switch, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../ui/field-errors';
import { QueryState } from '../ui/query-state';
import { SettingsForm } from './settings-form';
import { SettingsScreen } from './settings-screen';
import { useSaveSettings, useSettings, type Settings } from './use-settings';

/** Quiet hours: a Dar es Salaam window (it may cross midnight) in which bulk, group, stage and birthday sends wait. */
export function QuietHoursPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  return (
    <SettingsScreen title={t('settings.section_quietHours')}>
      <Text size="sm" c="dimmed">
        {t('settings.quietHoursIntro')}
      </Text>
      <QueryState query={settings}>{(current) => <QuietHoursForm current={current.quiet_hours} />}</QueryState>
    </SettingsScreen>
  );
}

function QuietHoursForm({ current }: { current: Settings['quiet_hours'] }) {
  const { t } = useTranslation();
  const [on, setOn] = useState(current !== null);
  const [start, setStart] = useState(current?.start ?? '20:00');
  const [end, setEnd] = useState(current?.end ?? '08:00');
  const save = useSaveSettings();
  return (
    <SettingsForm save={save} change={() => ({ quiet_hours: on ? { start, end } : null })}>
      <Switch label={t('settings.quietHoursOn')} checked={on} onChange={(e) => setOn(e.currentTarget.checked)} />
      {on && (
        <Group grow>
          <TextInput
            type="time"
            label={t('settings.quietFrom')}
            value={start}
            onChange={(e) => setStart(e.currentTarget.value)}
            error={fieldError(save.error, 'quiet_hours.start') ?? fieldError(save.error, 'quiet_hours')}
          />
          <TextInput
            type="time"
            label={t('settings.quietTo')}
            value={end}
            onChange={(e) => setEnd(e.currentTarget.value)}
            error={fieldError(save.error, 'quiet_hours.end')}
          />
        </Group>
      )}
    </SettingsForm>
  );
}
