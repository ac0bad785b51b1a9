import type { EventJson } from '../../../db/events/event-json';
import { EVENT_STATUSES, EVENT_TYPES } from '../../../domain/events/vocabulary';
import { MAX_MOBILE_MONEY_ENTRIES, MOBILE_MONEY_PROVIDERS } from '../../../domain/events/mobile-money';
import { DateOnly, Id, Nullable, Resource, Timestamp, Type, type Static } from '../../http/openapi/response-schema';
import type { SqlJson } from './sql-json';

/** A whole-shilling amount or figure: PostgreSQL's bigint and sums, written by row_to_json as JSON numbers. */
const Amount = (description: string) => Type.Integer({ minimum: 0, description, examples: [1500000] });
const Count = (description: string) => Type.Integer({ minimum: 0, description });
const MobileMoneySchema = Type.Object(
  {
    provider: Type.Union(MOBILE_MONEY_PROVIDERS.map((p) => Type.Literal(p))),
    number: Type.String({ pattern: '^\\+?[0-9]{5,15}$', examples: ['555123'] }),
    name: Type.String({ examples: ['Kamati ya Harusi'] }),
  },
  { additionalProperties: false },
);
const ClockTime = (description: string) =>
  Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', description, examples: ['14:00'] });

export const EventSchema = Resource(
  'Event',
  {
    id: Id,
    name: Type.String({ examples: ['Harusi ya Asha na Juma'] }),
    type: Type.Union(EVENT_TYPES.map((t) => Type.Literal(t))),
    description: Nullable(Type.String()),
    event_date: DateOnly,
    starts_at: Nullable(ClockTime('When it starts: a time of day in Dar es Salaam (EAT); null: the whole day')),
    ends_at: Nullable(ClockTime('When it ends (EAT); at or before starts_at: the next day; ignored without starts_at')),
    venue: Nullable(Type.String({ examples: ['Mlimani City, Dar es Salaam'] })),
    location_url: Nullable(
      Type.String({
        pattern: '^https://',
        description: "The venue on a map (https); the invitee's page links a map search of the venue without it",
        examples: ['https://maps.app.goo.gl/abc123'],
      }),
    ),
    target_amount: Nullable(Amount('The money the organiser aims to raise (TZS)')),
    status: Type.Union(EVENT_STATUSES.map((s) => Type.Literal(s))),
    public_message: Nullable(Type.String({ description: "Shown on the invitees' public page" })),
    ussd_code: Nullable(
      Type.String({
        pattern: '^[0-9]{1,8}$',
        description: 'Dialling *150*00*<ussd_code># opens this event on a feature phone; unique across organizations',
        examples: ['123'],
      }),
    ),
    bank_name: Nullable(Type.String()),
    bank_account_number: Nullable(Type.String()),
    bank_account_name: Nullable(Type.String()),
    mobile_money: Type.Array(MobileMoneySchema, {
      maxItems: MAX_MOBILE_MONEY_ENTRIES,
      description: "Till numbers shown beside the bank details, with the invitee's phone as the reference",
    }),
    pledge_deadline: Nullable(DateOnly),
    auto_payment_sms: Type.Boolean({ description: 'A thank-you SMS goes to the invitee for each recorded payment' }),
    public_page: Type.Boolean({
      description: 'The harambee page is on: anyone with its link sees the progress and may contribute',
    }),
    public_url: Nullable(
      Type.String({
        description: 'The harambee page to share (null while `public_page` is off)',
        examples: ['https://sms.example.co.tz/c/q3Vf0rT9x2Lm'],
      }),
    ),
    invitees_count: Count('Invitees of the event'),
    payments_count: Count('Payments recorded'),
    sms_stages_count: Count('SMS and chat stages'),
    total_pledged: Amount("The sum of the invitees' pledges (TZS)"),
    total_collected: Amount('The sum of the payments (TZS)'),
    total_sms: Count("The event's SMS messages"),
    sent_sms: Count('Those the gateway accepted'),
    sms_cost: Count('The credits of those not refunded'),
    checked_in_count: Count('Invitees with at least one guest checked in at the door'),
    guests_admitted: Count('Guests checked in at the door'),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  'An event (wedding, harambee, fundraiser…) with its invitee, payment, stage and SMS figures (docs/interface.md §4.8b)',
);
export type Event = Static<typeof EventSchema>;

/**
 * The Event resource as PostgreSQL writes it (db/events/event-json.ts, list and show alike from one column list),
 * held to the schema: `EventJson` must be exactly `Event`.
 */
export const presentEvent = (event: SqlJson<EventJson, Event>): Event => event;
