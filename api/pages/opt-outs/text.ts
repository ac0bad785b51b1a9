import type { PageLanguage } from '../language';

/** Every text of the recipient's opt-out page (`/u/<token>`), one dictionary per language. */
export interface OptOutPageText {
  htmlLang: string;
  otherLanguage: { lang: PageLanguage; label: string };
  kind: string;
  number: (masked: string) => string;
  receiving: (organization: string) => string;
  stopHint: string;
  stop: string;
  stopped: (organization: string) => string;
  undoHint: string;
  undo: string;
  done: { stop: (organization: string) => string; undo: (organization: string) => string };
  notFound: { title: string; body: string };
  errors: { title: string; server: string; expiredForm: string; tooManyPosts: string };
}

const sw: OptOutPageText = {
  htmlLang: 'sw',
  otherLanguage: { lang: 'en', label: 'English' },
  kind: 'Ujumbe',
  number: (masked) => `Namba ${masked}`,
  receiving: (organization) => `Unapokea ujumbe kutoka ${organization}.`,
  stopHint:
    'Ukisitisha, hutapokea tena SMS wala ujumbe wa WhatsApp kutoka kwao. Unaweza kubadili uamuzi huu hapa wakati wowote.',
  stop: 'Sitisha ujumbe wote',
  stopped: (organization) => `Hupokei tena ujumbe kutoka ${organization}.`,
  undoHint: 'Umebadili mawazo? Unaweza kuendelea kupokea ujumbe wao.',
  undo: 'Endelea kupokea ujumbe',
  done: {
    stop: (organization) => `Umesitisha ujumbe wote kutoka ${organization}.`,
    undo: (organization) => `Utaendelea kupokea ujumbe kutoka ${organization}.`,
  },
  notFound: { title: 'Ukurasa haupatikani', body: 'Kiungo hiki si sahihi. Tafadhali angalia ujumbe uliotumiwa.' },
  errors: {
    title: 'Hitilafu',
    server: 'Samahani, kuna hitilafu. Tafadhali jaribu tena baadaye.',
    expiredForm: 'Fomu hii imepitwa na wakati. Tafadhali fungua ukurasa upya kisha ujaribu tena.',
    tooManyPosts: 'Majaribio mengi mno. Tafadhali subiri dakika chache kisha ujaribu tena.',
  },
};

const en: OptOutPageText = {
  htmlLang: 'en',
  otherLanguage: { lang: 'sw', label: 'Kiswahili' },
  kind: 'Messages',
  number: (masked) => `Number ${masked}`,
  receiving: (organization) => `You receive messages from ${organization}.`,
  stopHint:
    'If you stop them, you will get no more SMS or WhatsApp messages from them. You can change this here at any time.',
  stop: 'Stop all messages',
  stopped: (organization) => `You no longer receive messages from ${organization}.`,
  undoHint: 'Changed your mind? You can receive their messages again.',
  undo: 'Receive messages again',
  done: {
    stop: (organization) => `You stopped all messages from ${organization}.`,
    undo: (organization) => `You will receive messages from ${organization} again.`,
  },
  notFound: { title: 'Page not found', body: 'This link is not valid. Please check the message you received.' },
  errors: {
    title: 'Something went wrong',
    server: 'Sorry, something went wrong. Please try again later.',
    expiredForm: 'This form has expired. Please open the page again and retry.',
    tooManyPosts: 'Too many attempts. Please wait a few minutes and try again.',
  },
};

const TEXTS: Record<PageLanguage, OptOutPageText> = { sw, en };

export const optOutPageText = (language: PageLanguage): OptOutPageText => TEXTS[language];
