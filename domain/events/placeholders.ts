import { placeholderNames, type PlaceholderValues } from '../messaging/placeholders';
import { optOutLink } from '../messaging/opt-out-token';

/** The placeholders of a stage body (docs/interface.md §2, SMS stage), and `{optout_link}`, which every text may carry. */
export const EVENT_PLACEHOLDERS = [
  'invitee_name',
  'event_name',
  'event_date',
  'venue',
  'pledge_amount',
  'event_link',
  'card_link',
  'optout_link',
] as const;
export type EventPlaceholder = (typeof EVENT_PLACEHOLDERS)[number];

const KNOWN = new Set<string>(EVENT_PLACEHOLDERS);

/**
 * Why a stage text (its body, or a chat variable) would reach invitees with a placeholder left as written, or null:
 * every `{word}` (placeholderNames) must be one of EVENT_PLACEHOLDERS, since the renderer leaves any other as is and
 * it would be sent, and billed, literally.
 */
export function unknownPlaceholdersMessage(label: string, texts: readonly string[]): string | null {
  const unknown = [...new Set(texts.flatMap(placeholderNames))].filter((name) => !KNOWN.has(name));
  if (unknown.length === 0) return null;
  const list = (names: readonly string[]) => names.map((name) => `{${name}}`).join(', ');
  return (
    `Unknown placeholder${unknown.length === 1 ? '' : 's'} in the ${label}: ${list(unknown)}. ` +
    `The allowed placeholders are ${list(EVENT_PLACEHOLDERS)}.`
  );
}

/** `{event_date}`: day first, as Tanzanians write dates (`2026-12-12` → `12/12/2026`); plain GSM-7 in any language. */
export function formatEventDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}

/** Whole shillings with thousands separators: `TZS 50,000` (independent of the host's locale data). */
export function formatTzs(amount: number): string {
  return `TZS ${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

/** The invitee's public page: `PUBLIC_BASE_URL/e/<token>`. */
export const eventLink = (publicBaseUrl: string, publicToken: string): string => `${publicBaseUrl}/e/${publicToken}`;

/**
 * `{card_link}`: the entry card's own page, `PUBLIC_BASE_URL/e/<token>/card`: the card alone, to open at the door
 * without scrolling past the invitation's forms (an anchor into the page would land there only after it loaded).
 */
export const cardLink = (publicBaseUrl: string, publicToken: string): string =>
  `${eventLink(publicBaseUrl, publicToken)}/card`;

export interface PlaceholderInvitee {
  name: string;
  pledgeAmount: number;
  publicToken: string;
  /** The opt-out token of the invitee's number with the event's organization (domain/messaging/opt-out-token.ts). */
  optOutToken: string;
}

export interface PlaceholderEvent {
  name: string;
  /** `YYYY-MM-DD` */
  eventDate: string;
  venue: string | null;
}

/**
 * The values one invitee fills into a stage body. The SQL twin `inviteePlaceholderSql` (db/events) renders the same
 * text inside PostgreSQL; a test compares both renderings.
 */
export function inviteePlaceholders(
  invitee: PlaceholderInvitee,
  event: PlaceholderEvent,
  publicBaseUrl: string,
): PlaceholderValues {
  const values: Record<EventPlaceholder, string | null> = {
    invitee_name: invitee.name,
    event_name: event.name,
    event_date: formatEventDate(event.eventDate),
    venue: event.venue,
    pledge_amount: formatTzs(invitee.pledgeAmount),
    event_link: eventLink(publicBaseUrl, invitee.publicToken),
    card_link: cardLink(publicBaseUrl, invitee.publicToken),
    optout_link: optOutLink(publicBaseUrl, invitee.optOutToken),
  };
  return values;
}
