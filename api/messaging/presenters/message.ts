import type { MessageRecord } from '../../../db/messaging/message-queries';
import { formatTimestamp } from '../../../infra/timestamps';
import { countGsm7Septets, countSmsSegments, type SmsEncoding } from '../../../domain/messaging/sms-segments';

/**
 * The Message resource (docs/interface.md §2). `gateway_message_id` and `gateway_response` are null until the gateway
 * accepted the message (so while scheduled or queued); `contact`, `group`, `user` are null when not linked.
 * `segments` and `encoding` are those of the text as sent, counted as POST /sms/preview counts them
 * (domain/messaging/sms-segments.ts); `credits` is what was billed for it, as stored at billing (1 credit
 * per segment; still shown once refunded).
 */
export const presentMessage = (m: MessageRecord) => ({
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
  created_at: formatTimestamp(m.created_at),
});
