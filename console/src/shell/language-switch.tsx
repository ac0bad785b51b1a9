import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { chooseLanguage, LANGUAGES, type Language } from '../i18n/i18n';

/** Kiswahili / English, remembered on this device. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('language.label')}
      value={i18n.language}
      onChange={(value) => void chooseLanguage(value as Language)}
      data={LANGUAGES.map((language) => ({ value: language, label: language.toUpperCase() }))}
    />
  );
}
