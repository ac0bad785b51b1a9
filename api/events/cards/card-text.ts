import type { CardType, PageLanguage } from '../../../domain/events/vocabulary';

/** The words printed on an entry card, in the languages of the invitee's page. */
export interface CardText {
  title: string;
  date: string;
  time: string;
  venue: string;
  guest: string;
  cardTypes: Record<CardType, string>;
  admits: (guests: number) => string;
  showAtDoor: string;
  /** The card on the invitee's page and its own page (`{card_link}`). */
  page: {
    title: string;
    hint: string;
    imageAlt: (guest: string) => string;
    open: string;
    back: string;
    declined: string;
  };
}

const sw: CardText = {
  title: 'Kadi ya mwaliko',
  date: 'Tarehe',
  time: 'Saa',
  venue: 'Mahali',
  guest: 'Mgeni',
  cardTypes: { single: 'Kadi ya mmoja', double: 'Kadi ya wawili', family: 'Familia', vip: 'VIP' },
  admits: (guests) => (guests === 1 ? 'Inaruhusu mtu 1' : `Inaruhusu watu ${guests}`),
  showAtDoor: 'Onyesha kadi hii mlangoni',
  page: {
    title: 'Kadi yako ya kuingilia',
    hint: 'Onyesha msimbo huu wa QR mlangoni. Unaweza kuhifadhi picha hii kwenye simu yako.',
    imageAlt: (guest) => `Kadi ya kuingilia ya ${guest}, yenye msimbo wa QR`,
    open: 'Fungua kadi peke yake',
    back: 'Rudi kwenye mwaliko',
    declined:
      'Ulijibu kwamba hutahudhuria, kwa hiyo huna kadi ya kuingilia. Ukibadilisha jibu lako, kadi yako itaonekana hapa.',
  },
};

const en: CardText = {
  title: 'Entry card',
  date: 'Date',
  time: 'Time',
  venue: 'Venue',
  guest: 'Guest',
  cardTypes: { single: 'Single', double: 'Double', family: 'Family', vip: 'VIP' },
  admits: (guests) => (guests === 1 ? 'Admits 1' : `Admits ${guests}`),
  showAtDoor: 'Show this card at the door',
  page: {
    title: 'Your entry card',
    hint: 'Show this QR code at the door. You can save the picture on your phone.',
    imageAlt: (guest) => `Entry card of ${guest}, with its QR code`,
    open: 'Open the card on its own',
    back: 'Back to the invitation',
    declined:
      'You answered that you will not attend, so you have no entry card. If you change your answer, your card shows here.',
  },
};

export const cardText = (language: PageLanguage): CardText => (language === 'en' ? en : sw);
