import type { PageLanguage } from '../events/text';

/** The texts of the harambee page (issue 34 §4) beside the invitee page's (header, errors, payment outcome). */
export interface HarambeeText {
  collected: string;
  /** `of TZS 5,000,000 (40%)` */
  ofTarget: (target: string, percent: number) => string;
  contributors: (count: number) => string;
  listedTitle: string;
  /** og:description: the progress in one line. */
  progressLine: (collected: string, target: string | null, percent: number | null, contributors: number) => string;
  contribute: { title: string; hint: string; name: string; phone: string; amount: string; list: string };
  pledge: string;
  pay: string;
  /** After a pledge: no figure of anyone is shown back (anyone can type any phone). */
  pledged: string;
  errors: { name: string; phone: string; tooManyPending: string };
  bankReference: string;
}

const count = (n: number) => n.toLocaleString('en');

const sw: HarambeeText = {
  collected: 'Zimechangwa',
  ofTarget: (target, percent) => `kati ya lengo la ${target} (${percent}%)`,
  contributors: (n) => (n === 1 ? 'Mchangiaji 1' : `Wachangiaji ${count(n)}`),
  listedTitle: 'Waliochangia',
  progressLine: (collected, target, percent, n) =>
    `${collected} zimechangwa${target ? ` kati ya ${target} (${percent}%)` : ''} na ${n === 1 ? 'mchangiaji 1' : `wachangiaji ${count(n)}`}.`,
  contribute: {
    title: 'Changia',
    hint: 'Weka ahadi au lipa sasa kwa M-Pesa, Tigo Pesa, Airtel Money au kadi.',
    name: 'Jina lako',
    phone: 'Namba ya simu',
    amount: 'Kiasi (TZS)',
    list: 'Orodhesha jina langu kwenye ukurasa huu',
  },
  pledge: 'Weka ahadi',
  pay: 'Lipa sasa',
  pledged: 'Asante! Ahadi yako imehifadhiwa.',
  errors: {
    name: 'Andika jina lako.',
    phone: 'Andika namba ya simu ya Tanzania, kwa mfano 0712345678.',
    tooManyPending:
      'Namba hii tayari ina malipo ya mtandaoni ambayo hayajakamilika. Kamilisha mojawapo, au jaribu tena kesho.',
  },
  bankReference: 'Tumia namba yako ya simu kama kumbukumbu ya malipo.',
};

const en: HarambeeText = {
  collected: 'Collected',
  ofTarget: (target, percent) => `of the ${target} target (${percent}%)`,
  contributors: (n) => (n === 1 ? '1 contributor' : `${count(n)} contributors`),
  listedTitle: 'Contributors',
  progressLine: (collected, target, percent, n) =>
    `${collected} collected${target ? ` of ${target} (${percent}%)` : ''} from ${n === 1 ? '1 contributor' : `${count(n)} contributors`}.`,
  contribute: {
    title: 'Contribute',
    hint: 'Make a pledge, or pay now by M-Pesa, Tigo Pesa, Airtel Money or card.',
    name: 'Your name',
    phone: 'Phone number',
    amount: 'Amount (TZS)',
    list: 'List my name on this page',
  },
  pledge: 'Pledge',
  pay: 'Pay now',
  pledged: 'Thank you! Your pledge was saved.',
  errors: {
    name: 'Enter your name.',
    phone: 'Enter a Tanzanian phone number, for example 0712345678.',
    tooManyPending:
      'This number already has online payments that are not completed. Complete one of them, or try again tomorrow.',
  },
  bankReference: 'Use your phone number as the payment reference.',
};

const TEXTS: Record<PageLanguage, HarambeeText> = { sw, en };

export const harambeeText = (language: PageLanguage): HarambeeText => TEXTS[language];
