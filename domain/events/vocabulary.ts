/** The value sets of events, invitees, payments and SMS stages (docs/interface.md §2–3, docs/decisions.md §8). */

export const EVENT_TYPES = ['wedding', 'harambee', 'fundraiser', 'other'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const EVENT_STATUSES = ['draft', 'active', 'completed', 'cancelled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export const INVITEE_STATUSES = ['pending', 'invited', 'confirmed', 'declined'] as const;
export type InviteeStatus = (typeof INVITEE_STATUSES)[number];

/** Entry card types (issue 34 §1); a card admits 1 to MAX_CARD_ADMITS guests, by default as its type says. */
export const CARD_TYPES = ['single', 'double', 'family', 'vip'] as const;
export type CardType = (typeof CARD_TYPES)[number];

export const MAX_CARD_ADMITS = 20;

/** Where an invitee came from: added by the organiser (API, console, contacts, import) or the harambee page (§4). */
export const INVITEE_SOURCES = ['organiser', 'public'] as const;
export type InviteeSource = (typeof INVITEE_SOURCES)[number];

/** How many guests a card of each type admits unless `admits` is set: a family card is four (two adults, two children). */
export const DEFAULT_ADMITS: Record<CardType, number> = { single: 1, double: 2, family: 4, vip: 1 };

export const PAYMENT_METHODS = ['cash', 'mobile_money', 'bank', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const STAGE_TYPES = [
  'invitation',
  'reminder',
  'pledge_reminder',
  'non_pledge_reminder',
  'thank_you',
  'rsvp',
  'custom',
] as const;
export type StageType = (typeof STAGE_TYPES)[number];

export const STAGE_FREQUENCIES = ['once', 'daily', 'weekly', 'monthly'] as const;
export type StageFrequency = (typeof STAGE_FREQUENCIES)[number];

export const STAGE_CHANNELS = ['sms', 'chat'] as const;
export type StageChannel = (typeof STAGE_CHANNELS)[number];

/**
 * Stage statuses (docs/decisions.md §8): `draft`, `scheduled` (armed for send_at), `sending`, `sent` (a `once` stage after
 * its send), `active` (a recurring stage between runs), `completed` (a recurring stage past end_at), `cancelled`.
 */
export const STAGE_STATUSES = ['draft', 'scheduled', 'sending', 'sent', 'active', 'completed', 'cancelled'] as const;
export type StageStatus = (typeof STAGE_STATUSES)[number];

/** The statuses a client may set: `draft` or `scheduled` on create, also `cancelled` on update. */
export const STAGE_STATUSES_ON_CREATE = ['draft', 'scheduled'] as const;
export const STAGE_STATUSES_ON_UPDATE = ['draft', 'scheduled', 'cancelled'] as const;

/** The largest amount of money (whole Tanzanian shillings) accepted anywhere in events: one trillion. */
export const MAX_TZS_AMOUNT = 1_000_000_000_000;

/** Languages of the invitee's public page: Kiswahili (default) and English. */
export const PAGE_LANGUAGES = ['sw', 'en'] as const;
export type PageLanguage = (typeof PAGE_LANGUAGES)[number];

/** An usher may undo their own check-in for this long; later (or another usher's) takes `events.edit`. */
export const CHECK_IN_UNDO_MINUTES = 10;

/** A `scanned_at` may be this far ahead of the server's clock (a door device's clock drift), no further. */
export const SCAN_CLOCK_SKEW_SECONDS = 120;
