import type { PlaceholderValues } from '../messaging/placeholders';
import { optOutLink } from '../messaging/opt-out-token';

/** The placeholders of a stage body (interface §2, SMS stage), and `{optout_link}`, which every text may carry. */
export const EVENT_PLACEHOLDERS = ['invitee_name', 'event_name', 'event_date', 'venue', 'pledge_amount', 'event_link', 'optout_link'] as const;
export type EventPlaceholder = (typeof EVENT_PLACEHOLDERS)[number];

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

export interface PlaceholderInvitee {
  name: string;
  pledgeAmount: number;
  publicToken: string;
  /** The opt-out token of the invitee's number with the event's organization (lib/messaging/opt-out-token.ts). */
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
export function inviteePlaceholders(invitee: PlaceholderInvitee, event: PlaceholderEvent, publicBaseUrl: string): PlaceholderValues {
  const values: Record<EventPlaceholder, string | null> = {
    invitee_name: invitee.name,
    event_name: event.name,
    event_date: formatEventDate(event.eventDate),
    venue: event.venue,
    pledge_amount: formatTzs(invitee.pledgeAmount),
    event_link: eventLink(publicBaseUrl, invitee.publicToken),
    optout_link: optOutLink(publicBaseUrl, invitee.optOutToken),
  };
  return values;
}
