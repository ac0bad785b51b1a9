import type { EventType, InviteeStatus, PageLanguage } from '../../../../domain/events/vocabulary';

export type { PageLanguage } from '../../../../domain/events/vocabulary';

/** Every text of the invitee's public pages, in one dictionary per language (sw.ts, en.ts). */
export interface PageText {
  htmlLang: string;
  /** The link to the other language. */
  otherLanguage: { lang: PageLanguage; label: string };
  eventTypes: Record<EventType, string>;
  months: string[];
  /** Sunday first, as Date.getUTCDay() counts. */
  weekdays: string[];
  organisedBy: (organization: string) => string;
  greeting: (name: string) => string;
  date: string;
  venue: string;
  cancelled: string;
  rsvp: {
    title: string;
    confirm: string;
    decline: string;
    status: Record<InviteeStatus, string>;
    /** The label of the "how many will come" select, shown when the card admits more than one. */
    guests: (admits: number) => string;
    /** A confirmed invitee's count, after their status. */
    coming: (count: number, admits: number) => string;
  };
  pledge: {
    title: string;
    none: string;
    pledged: string;
    paid: string;
    balance: string;
    deadline: (day: string) => string;
    label: string;
    save: string;
  };
  bank: {
    title: string;
    bankName: string;
    accountNumber: string;
    accountName: string;
    reference: (phone: string) => string;
  };
  pay: { title: string; label: string; button: string; hint: string };
  done: { rsvp: string; pledge: string };
  errors: {
    amount: string;
    answer: string;
    /** A "how many will come" beyond the card. */
    guests: (admits: number) => string;
    payTooMuch: (max: string) => string;
    payTooLarge: (max: string) => string;
    providerDown: string;
    expiredForm: string;
    title: string;
    server: string;
    /** A new online payment while MAX_PENDING_PLEDGE_ORDERS others are still open. */
    tooManyPending: string;
    tooManyPosts: string;
  };
  notFound: { title: string; body: string };
  payment: {
    title: Record<'paid' | 'failed' | 'processing', string>;
    body: Record<'paid' | 'failed' | 'processing', string>;
    amount: string;
    confirmation: string;
    back: string;
  };
}
