import { useState } from 'react';
import { Switch, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../ui/field-errors';
import { QueryState } from '../ui/query-state';
import { SettingsForm } from './settings-form';
import { SettingsScreen } from './settings-screen';
import { useSaveSettings, useSettings, type Settings } from './use-settings';

/** Birthday wishes: sent to contacts on their birthday, with this text ({name} filled in). */
export function BirthdayPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  return (
    <SettingsScreen title={t('settings.section_birthday')}>
      <Text size="sm" c="dimmed">
        {t('settings.birthdayIntro')}
      </Text>
      <QueryState query={settings}>{(current) => <BirthdayForm current={current} />}</QueryState>
    </SettingsScreen>
  );
}

function BirthdayForm({ current }: { current: Settings }) {
  const { t } = useTranslation();
  const [enabled, setEnabled] = useState(current.birthday_wishes_enabled);
  const [text, setText] = useState(current.birthday_template ?? '');
  const save = useSaveSettings();
  return (
    <SettingsForm
      save={save}
      change={() => ({ birthday_wishes_enabled: enabled, birthday_template: text.trim() === '' ? null : text })}
    >
      <Switch
        label={t('settings.birthdayOn')}
        checked={enabled}
        onChange={(e) => setEnabled(e.currentTarget.checked)}
      />
      <Textarea
        label={t('settings.birthdayText')}
        description={t('settings.birthdayTextHint')}
        autosize
        minRows={3}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        error={fieldError(save.error, 'birthday_template') ?? fieldError(save.error, 'birthday_wishes_enabled')}
      />
    </SettingsForm>
  );
}
