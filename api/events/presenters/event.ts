import type { EventJson } from '../../../db/events/event-json';
import { EVENT_STATUSES, EVENT_TYPES } from '../../../domain/events/vocabulary';
import { DateOnly, Id, Nullable, Resource, Timestamp, Type, type Static } from '../../http/openapi/response-schema';
import type { SqlJson } from './sql-json';

/** A whole-shilling amount or figure: PostgreSQL's bigint and sums, written by row_to_json as JSON numbers. */
const Amount = (description: string) => Type.Integer({ minimum: 0, description, examples: [1500000] });
const Count = (description: string) => Type.Integer({ minimum: 0, description });

export const EventSchema = Resource(
  'Event',
  {
    id: Id,
    name: Type.String({ examples: ['Harusi ya Asha na Juma'] }),
    type: Type.Union(EVENT_TYPES.map((t) => Type.Literal(t))),
    description: Nullable(Type.String()),
    event_date: DateOnly,
    venue: Nullable(Type.String({ examples: ['Mlimani City, Dar es Salaam'] })),
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
