import type { PageLanguage } from '../language';

type Outcome = 'paid' | 'failed' | 'processing';

/** The texts of the credit purchase's return page, Kiswahili first like every public page. */
export interface ReturnPageText {
  htmlLang: PageLanguage;
  /** The link to the page in the other language. */
  otherLanguage: { lang: PageLanguage; label: string };
  heading: Record<Outcome, string>;
  /** `750 SMS`, `20 chat`: the credits bought. */
  paid: (credits: string) => string;
  processing: (credits: string) => string;
  failed: (credits: string) => string;
  reversed: string;
  notFound: { title: string; heading: string; message: string };
  labels: { reference: string; amount: string; credits: string; method: string; confirmation: string };
  back: string;
}

const sw: ReturnPageText = {
  htmlLang: 'sw',
  otherLanguage: { lang: 'en', label: 'English' },
  heading: {
    paid: 'Malipo yamepokelewa',
    failed: 'Malipo hayakukamilika',
    processing: 'Malipo bado yanashughulikiwa',
  },
  paid: (credits) => `Asante. Salio la ${credits} limeongezwa kwenye akaunti yako.`,
  processing: (credits) =>
    `Tunasubiri mtoa huduma wa malipo athibitishe malipo ya salio la ${credits}. Ukurasa huu utajisasisha wenyewe.`,
  failed: (credits) =>
    `Malipo ya salio la ${credits} hayakukamilika, na hakuna salio lililoongezwa. Unaweza kuanza ununuzi mpya; kama pesa ilitoka kwenye akaunti yako, wasiliana na huduma kwa wateja ukitaja kumbukumbu iliyo hapa chini.`,
  reversed: 'Malipo haya yalirejeshwa, hivyo salio lake liliondolewa.',
  notFound: {
    title: 'Malipo',
    heading: 'Malipo hayakupatikana',
    message: 'Hatukupata malipo haya. Angalia historia ya manunuzi yako.',
  },
  labels: {
    reference: 'Kumbukumbu',
    amount: 'Kiasi',
    credits: 'Salio',
    method: 'Njia ya malipo',
    confirmation: 'Namba ya uthibitisho',
  },
  back: 'Rudi kwenye akaunti yako',
};

const en: ReturnPageText = {
  htmlLang: 'en',
  otherLanguage: { lang: 'sw', label: 'Kiswahili' },
  heading: {
    paid: 'Payment received',
    failed: 'Payment not completed',
    processing: 'Payment is still processing',
  },
  paid: (credits) => `Thank you. ${credits} credits were added to your balance.`,
  processing: (credits) =>
    `We are waiting for the payment provider to confirm your payment for ${credits} credits. This page refreshes by itself.`,
  failed: (credits) =>
    `The payment for ${credits} credits did not go through and no credits were added. You can start a new purchase; if money left your account, contact support with the reference below.`,
  reversed: 'This payment was reversed, so its credits were taken back.',
  notFound: {
    title: 'Payment',
    heading: 'Payment not found',
    message: 'We could not find this payment. Check your purchase history.',
  },
  labels: {
    reference: 'Reference',
    amount: 'Amount',
    credits: 'Credits',
    method: 'Method',
    confirmation: 'Confirmation',
  },
  back: 'Back to your account',
};

export const RETURN_PAGE_TEXT: Record<PageLanguage, ReturnPageText> = { sw, en };
