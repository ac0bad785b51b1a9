import { useState } from 'react';
import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../ui/field-errors';
import { SettingsForm } from './settings-form';
import { useSaveSettings } from './use-settings';

/** The sender messages go out under: one of the approved, or the platform's own. */
export function DefaultSenderForm({ current, approved }: { current: string | null; approved: string[] }) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState(current ?? '');
  const save = useSaveSettings();
  return (
    <SettingsForm save={save} change={() => ({ sender_id: choice || null })}>
      <NativeSelect
        label={t('settings.defaultSender')}
        description={t('settings.defaultSenderHint')}
        value={choice}
        onChange={(e) => setChoice(e.currentTarget.value)}
        data={[{ value: '', label: t('settings.platformSender') }, ...approved]}
        error={fieldError(save.error, 'sender_id')}
      />
    </SettingsForm>
  );
}
