/** The languages of the public pages: Kiswahili by default, English behind a switch. */
export type PageLanguage = 'sw' | 'en';

/** Kiswahili unless `lang` says English. */
export const pageLanguage = (lang: unknown): PageLanguage => (lang === 'en' ? 'en' : 'sw');

/** The query string that keeps a page in its language (`?lang=en`, none for Kiswahili). */
export const languageQuery = (language: PageLanguage): string => (language === 'en' ? '?lang=en' : '');
