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
}

const sw: CardText = {
  title: 'Kadi ya mwaliko',
  date: 'Tarehe',
  time: 'Saa',
  venue: 'Mahali',
  guest: 'Mgeni',
  cardTypes: { single: 'Single', double: 'Double', family: 'Familia', vip: 'VIP' },
  admits: (guests) => (guests === 1 ? 'Inaruhusu mtu 1' : `Inaruhusu watu ${guests}`),
  showAtDoor: 'Onyesha kadi hii mlangoni',
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
};

export const cardText = (language: PageLanguage): CardText => (language === 'en' ? en : sw);
