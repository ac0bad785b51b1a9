import { en } from './en';
import { sw } from './sw';
import type { PageLanguage, PageText } from './page-text';

export type { PageLanguage, PageText } from './page-text';
export { pageLanguage } from '../../language';

const TEXTS: Record<PageLanguage, PageText> = { sw, en };

export const pageText = (language: PageLanguage): PageText => TEXTS[language];
