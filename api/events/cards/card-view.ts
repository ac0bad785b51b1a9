import type { Event } from '../../../db/models';
import { cardQrPayload } from '../../../domain/events/entry-card';
import { clockRange } from '../../../domain/events/event-times';
import type { CardType, PageLanguage } from '../../../domain/events/vocabulary';
import { formatLongDate } from '../../pages/events/event-page';
import { pageText } from '../../pages/events/text';
import { cardText } from './card-text';

/** What one entry card shows, as finished text (the rendering thread formats nothing). */
export interface CardView {
  title: string;
  /** The kind of event: `Harusi`, `Wedding`. */
  kind: string;
  eventName: string;
  /** Label and value: the date, the time (EAT) when set, the venue. */
  details: Array<[string, string]>;
  guestLabel: string;
  guestName: string;
  /** Card type and how many it admits: `VIP · Inaruhusu watu 2`. */
  badge: string;
  qrPayload: string;
  footer: string;
}

export interface CardInvitee {
  name: string;
  cardType: CardType;
  admits: number;
  entryCode: string;
}
export type CardEvent = Pick<Event, 'name' | 'type' | 'eventDate' | 'venue' | 'startsAt' | 'endsAt'>;

export function cardView(event: CardEvent, invitee: CardInvitee, language: PageLanguage): CardView {
  const text = cardText(language);
  const page = pageText(language);
  const details: Array<[string, string]> = [[text.date, formatLongDate(event.eventDate, page)]];
  const time = clockRange(event.startsAt, event.endsAt);
  if (time) details.push([text.time, time]);
  if (event.venue) details.push([text.venue, event.venue]);
  return {
    title: text.title,
    kind: page.eventTypes[event.type],
    eventName: event.name,
    details,
    guestLabel: text.guest,
    guestName: invitee.name,
    badge: `${text.cardTypes[invitee.cardType]} · ${text.admits(invitee.admits)}`,
    qrPayload: cardQrPayload(invitee.entryCode),
    footer: text.showAtDoor,
  };
}
