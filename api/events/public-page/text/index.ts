import { en } from './en';
import { sw } from './sw';
import type { PageLanguage, PageText } from './page-text';

export type { PageLanguage, PageText } from './page-text';

const TEXTS: Record<PageLanguage, PageText> = { sw, en };

/** Kiswahili unless `lang` says English. */
export const pageLanguage = (lang: unknown): PageLanguage => (lang === 'en' ? 'en' : 'sw');

export const pageText = (language: PageLanguage): PageText => TEXTS[language];
