/**
 * What each webhook event's `data` holds: the contract with the tenants' apps, published as the OpenAPI document's
 * `webhooks` (api/http/openapi/webhooks.ts). The payloads built in TypeScript are typed by these (emitWebhookEvent);
 * those built in SQL (db/webhooks/emit.ts: message and chat status, batch.completed, event.payment) are held to them by
 * test/api/webhook-payloads.test.ts.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { INVITEE_STATUSES, PAYMENT_METHODS } from '../events/vocabulary';
import { TEST_EVENT_TYPE, type WebhookEventType } from './event-types';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)));
/** ISO 8601 UTC with microseconds, as every timestamp of the interface (infra/timestamps.ts, db/sql-timestamp.ts). */
const Timestamp = Type.String({ format: 'date-time', examples: ['2026-11-23T09:15:02.120000Z'] });
const Id = Type.Integer({ minimum: 1 });
const Channel = literals(['sms', 'chat'] as const);
const closed = { additionalProperties: false } as const;

export const MessageStatusData = Type.Object(
  {
    message_id: Id,
    batch_id: Nullable(Id),
    channel: Channel,
    to: Type.String({ description: 'The recipient, 255XXXXXXXXX', examples: ['255712345678'] }),
    status: Type.String({
      description: 'The message status as GET /messages/{id} shows it (chat: sent, delivered, read, failed, …)',
      examples: ['DELIVERED'],
    }),
    delivery_status: Nullable(Type.String({ examples: ['DELIVERED_TO_HANDSET'] })),
    error: Nullable(Type.String()),
    gateway_message_id: Nullable(Type.String()),
    sent_at: Nullable(Timestamp),
    delivered_at: Nullable(Timestamp),
    read_at: Nullable(Timestamp),
    error_code: Nullable(Type.Integer({ description: "The chat provider's error code" })),
  },
  { ...closed, $id: 'MessageStatusData', description: 'A message as it stands after the status change' },
);

export const BatchCompletedData = Type.Object(
  {
    batch_id: Id,
    kind: Type.String({ examples: ['bulk'], description: 'single, bulk, group, birthday, stage or resend' }),
    channel: Channel,
    status: literals(['completed', 'cancelled', 'failed'] as const),
    total: Type.Integer({ minimum: 0 }),
    credits: Type.Integer({ minimum: 0 }),
    failure_reason: Nullable(Type.String()),
    completed_at: Timestamp,
    counts: Type.Record(Type.String(), Type.Integer({ minimum: 0 }), {
      description: 'Messages per status (`pending`: recipients never turned into messages)',
      examples: [{ DELIVERED: 980, UNDELIVERABLE: 20 }],
    }),
  },
  closed,
);

export const PurchaseApprovedData = Type.Object(
  {
    purchase_id: Id,
    kind: literals(['manual', 'online'] as const),
    channel: Channel,
    quantity: Type.Integer({ minimum: 1, description: 'Credits added' }),
    total_amount: Type.Number({ examples: [50000] }),
    currency: Type.String({ examples: ['TZS'] }),
    confirmation_code: Nullable(Type.String()),
    approved_at: Timestamp,
  },
  closed,
);

export const InviteeRsvpData = Type.Object(
  {
    event_id: Id,
    invitee_id: Id,
    name: Type.String(),
    phone: Type.String({ examples: ['255712345678'] }),
    status: literals(INVITEE_STATUSES),
    previous_status: literals(INVITEE_STATUSES),
  },
  closed,
);

export const EventPaymentData = Type.Object(
  {
    action: literals(['recorded', 'updated', 'deleted', 'reversed'] as const),
    event_id: Id,
    payment_id: Id,
    amount: Type.Number({ examples: [20000] }),
    payment_method: literals(PAYMENT_METHODS),
    payment_date: Type.String({ format: 'date', examples: ['2026-12-24'] }),
    reference: Nullable(Type.String()),
    online: Type.Boolean({ description: 'Paid online (a provider confirmed it)' }),
    invitee: Type.Object(
      {
        id: Id,
        name: Type.String(),
        phone: Type.String({ examples: ['255712345678'] }),
        pledge_amount: Type.Number(),
        paid_amount: Type.Number({ description: 'What the invitee has paid once this change is done' }),
      },
      closed,
    ),
  },
  closed,
);

export const BalanceLowData = Type.Object(
  {
    channel: Channel,
    balance: Type.Integer({ description: 'Credits left right after the change that crossed the threshold' }),
    threshold: Type.Integer(),
    crossed_at: Timestamp,
  },
  closed,
);

export const TestEventData = Type.Object({ endpoint_id: Id, sent_at: Timestamp }, closed);

/** Each event type's `data` schema, with the test event's. */
export const WEBHOOK_PAYLOADS = {
  'message.status': MessageStatusData,
  'chat.status': MessageStatusData,
  'batch.completed': BatchCompletedData,
  'purchase.approved': PurchaseApprovedData,
  'invitee.rsvp': InviteeRsvpData,
  'event.payment': EventPaymentData,
  'balance.low': BalanceLowData,
  [TEST_EVENT_TYPE]: TestEventData,
} as const satisfies Record<WebhookEventType | typeof TEST_EVENT_TYPE, TSchema>;

/** The `data` of an event of type T. */
export type WebhookData<T extends keyof typeof WEBHOOK_PAYLOADS> = Static<(typeof WEBHOOK_PAYLOADS)[T]>;
