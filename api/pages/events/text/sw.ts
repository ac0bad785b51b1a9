import type { PageText } from './page-text';

/** Kiswahili: the default language of the invitee's page. */
export const sw: PageText = {
  htmlLang: 'sw',
  otherLanguage: { lang: 'en', label: 'English' },
  eventTypes: { wedding: 'Harusi', harambee: 'Harambee', fundraiser: 'Uchangishaji', other: 'Tukio' },
  months: ['Januari', 'Februari', 'Machi', 'Aprili', 'Mei', 'Juni', 'Julai', 'Agosti', 'Septemba', 'Oktoba', 'Novemba', 'Desemba'],
  weekdays: ['Jumapili', 'Jumatatu', 'Jumanne', 'Jumatano', 'Alhamisi', 'Ijumaa', 'Jumamosi'],
  organisedBy: (organization) => `Imeandaliwa na ${organization}`,
  greeting: (name) => `Habari ${name},`,
  date: 'Tarehe',
  venue: 'Mahali',
  cancelled: 'Tukio hili limefutwa. Hakuna haja ya kujibu au kulipa.',
  rsvp: {
    title: 'Je, utahudhuria?',
    confirm: 'Nitahudhuria',
    decline: 'Sitahudhuria',
    status: {
      pending: 'Bado hujajibu.', invited: 'Bado hujajibu.',
      confirmed: 'Umethibitisha kwamba utahudhuria. Asante!', declined: 'Umesema hutahudhuria.',
    },
  },
  pledge: {
    title: 'Ahadi yako', none: 'Bado hujaweka ahadi.', pledged: 'Ahadi', paid: 'Umelipa', balance: 'Salio',
    deadline: (day) => `Tafadhali timiza ahadi kabla ya ${day}.`, label: 'Kiasi cha ahadi (TZS)', save: 'Hifadhi ahadi',
  },
  bank: {
    title: 'Lipa kwa benki', bankName: 'Benki', accountNumber: 'Namba ya akaunti', accountName: 'Jina la akaunti',
    reference: (phone) => `Tumia namba yako ya simu (${phone}) kama kumbukumbu ya malipo.`,
  },
  pay: { title: 'Lipa mtandaoni', label: 'Kiasi (TZS)', button: 'Lipa sasa', hint: 'M-Pesa, Tigo Pesa, Airtel Money au kadi.' },
  done: { rsvp: 'Asante! Jibu lako limehifadhiwa.', pledge: 'Asante! Ahadi yako imehifadhiwa.' },
  errors: {
    amount: 'Andika kiasi kwa shilingi nzima, kwa mfano 50000.',
    answer: 'Chagua "Nitahudhuria" au "Sitahudhuria".',
    payTooMuch: (max) => `Kiasi kisizidi salio la ahadi yako (${max}).`,
    payTooLarge: (max) => `Kiasi kisizidi ${max} kwa malipo moja.`,
    providerDown: 'Huduma ya malipo haipatikani kwa sasa. Tafadhali jaribu tena baadaye.',
    expiredForm: 'Fomu hii imepitwa na wakati. Tafadhali fungua ukurasa upya kisha ujaribu tena.',
    title: 'Hitilafu',
    server: 'Samahani, kuna hitilafu. Tafadhali jaribu tena baadaye.',
    tooManyPending: 'Tayari una malipo 3 ya mtandaoni ambayo hayajakamilika. Kamilisha mojawapo (kulipa kiasi kilekile tena kunafungua ukurasa wake wa malipo), au jaribu tena kesho.',
    tooManyPosts: 'Majaribio mengi mno. Tafadhali subiri dakika chache kisha ujaribu tena.',
  },
  notFound: { title: 'Ukurasa haupatikani', body: 'Kiungo hiki si sahihi. Tafadhali angalia ujumbe uliotumiwa.' },
  payment: {
    title: { paid: 'Malipo yamepokelewa', failed: 'Malipo hayakukamilika', processing: 'Malipo yanashughulikiwa' },
    body: {
      paid: 'Asante! Malipo yako yamerekodiwa kwenye ahadi yako.',
      failed: 'Malipo hayakupita na hakuna kilichorekodiwa. Unaweza kujaribu tena.',
      processing: 'Tunasubiri uthibitisho wa malipo. Ukurasa huu utajisasisha wenyewe.',
    },
    amount: 'Kiasi', confirmation: 'Namba ya uthibitisho', back: 'Rudi kwenye ukurasa wa tukio',
  },
};
