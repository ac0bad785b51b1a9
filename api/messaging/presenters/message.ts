import type { MessageRecord } from '../../../db/messaging/message-queries';
import { formatTimestamp } from '../../../infra/timestamps';
import { countGsm7Septets, countSmsSegments, type SmsEncoding } from '../../../domain/messaging/sms-segments';
import {
  Id,
  NamedRef,
  Nullable,
  NullableTimestamp,
  Phone,
  Resource,
  Timestamp,
  Type,
  type Static,
} from '../../http/openapi/response-schema';

export const MessageSchema = Resource(
  'Message',
  {
    id: Id,
    to_number: Phone,
    from_sender: Type.String(),
    body: Type.String(),
    segments: Type.Integer({ minimum: 1 }),
    encoding: Type.Union([Type.Literal('GSM-7'), Type.Literal('UCS-2')]),
    credits: Type.Integer({ minimum: 0 }),
    status: Type.String({
      description:
        'scheduled, queued, failed or cancelled before the gateway took it; then the gateway status (PENDING_ACCEPTED, PENDING_ENROUTE, PENDING_WAITING_DELIVERY) and the report group (DELIVERED, UNDELIVERABLE, EXPIRED, REJECTED)',
      examples: ['DELIVERED'],
    }),
    delivery_status: Nullable(Type.String({ examples: ['DELIVERED_TO_HANDSET'] })),
    delivered_at: NullableTimestamp,
    delivery_error: Nullable(Type.String()),
    gateway_message_id: Nullable(Type.String()),
    gateway_response: Type.Unknown({
      description: "The gateway's answer to the submission, as it gave it; null before",
    }),
    sent_at: NullableTimestamp,
    scheduled_at: NullableTimestamp,
    batch_id: Nullable(Id),
    contact: Nullable(Type.Object({ id: Id, name: Type.String(), phone: Phone }, { additionalProperties: false })),
    group: Nullable(NamedRef),
    user: Nullable(Type.Object({ id: Id, name: Type.String(), email: Type.String() }, { additionalProperties: false })),
    created_at: Timestamp,
  },
  'An SMS message (docs/interface.md §2)',
);
export type Message = Static<typeof MessageSchema>;

/**
 * The Message resource (docs/interface.md §2). `gateway_message_id` and `gateway_response` are null until the gateway
 * accepted the message (so while scheduled or queued); `contact`, `group`, `user` are null when not linked.
 * `segments` and `encoding` are those of the text as sent, counted as POST /sms/preview counts them
 * (domain/messaging/sms-segments.ts); `credits` is what was billed for it, as stored at billing (1 credit
 * per segment; still shown once refunded).
 */
export const presentMessage = (m: MessageRecord): Message => ({
  id: Number(m.id),
  to_number: m.to_number,
  from_sender: m.from_sender,
  body: m.body,
  segments: countSmsSegments(m.body),
  encoding: (countGsm7Septets(m.body) === null ? 'UCS-2' : 'GSM-7') satisfies SmsEncoding,
  credits: m.credits,
  status: m.status === 'submitting' ? 'queued' : m.status,
  delivery_status: m.delivery_status,
  delivered_at: formatTimestamp(m.delivered_at),
  delivery_error: m.delivery_error,
  gateway_message_id: m.gateway_message_id,
  gateway_response: m.gateway_response ?? null,
  sent_at: formatTimestamp(m.sent_at),
  scheduled_at: formatTimestamp(m.scheduled_at),
  batch_id: m.batch_id === null ? null : Number(m.batch_id),
  contact: m.contact,
  group: m.group,
  user: m.user,
  created_at: formatTimestamp(m.created_at)!,
});

/** `DELETE /messages/bulk`: how many of the given messages were deleted (unsent ones refunded). */
export const MessagesDeletedSchema = Resource(
  'MessagesDeleted',
  { message: Type.String({ examples: ['3 messages deleted.'] }), count: Type.Integer({ minimum: 0 }) },
  'Messages deleted by id',
);
export type MessagesDeleted = Static<typeof MessagesDeletedSchema>;
