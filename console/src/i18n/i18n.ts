import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { sw } from './sw';
import { en } from './en';

export const LANGUAGES = ['sw', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

const STORAGE_KEY = 'console.language';

/** The language chosen on this device before, else Swahili. */
export function storedLanguage(): Language {
  const stored = localStorage.getItem(STORAGE_KEY);
  return LANGUAGES.find((l) => l === stored) ?? 'sw';
}

/** Switches the console's language and remembers it on this device. */
export async function chooseLanguage(language: Language): Promise<void> {
  localStorage.setItem(STORAGE_KEY, language);
  await i18next.changeLanguage(language);
}

/** i18next with both languages bundled (a few KB each), so a switch never waits for the network. */
export async function initI18n(): Promise<void> {
  i18next.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  await i18next.use(initReactI18next).init({
    resources: { sw: { translation: sw }, en: { translation: en } },
    lng: storedLanguage(),
    fallbackLng: 'sw',
    interpolation: { escapeValue: false }, // React escapes what it renders
  });
}
