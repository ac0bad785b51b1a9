import type { SmsInboxEntry } from '../../../db/messaging/sms-inbound';
import { formatTimestamp } from '../../../infra/timestamps';
import { Id, Nullable, Resource, Timestamp, Type, type Static } from '../../http/openapi/response-schema';

export const SmsInboundMessageSchema = Resource(
  'SmsInboundMessage',
  {
    id: Id,
    from: Type.String({
      description: "The sender's number (international digits, no +)",
      examples: ['255712345678'],
    }),
    text: Type.String({ description: 'The text as received (may be empty)' }),
    received_at: Timestamp,
    keyword: Nullable(
      Type.String({
        description:
          'The keyword it starts with (STOP, ACHA, SITISHA, START, ANZA, NDIYO, YES, HAPANA, NO, AHADI, PLEDGE, SALIO, BALANCE), null for none',
        examples: ['NDIYO'],
      }),
    ),
    handled_as: Type.String({
      description:
        'What was done: unhandled (no keyword), opted_out, opted_in, confirmed, declined, pledged, pledge_invalid (answered with how to write it), statement, no_invitation (answered politely), event_cancelled, unmatched (no organization to act for), pending (being handled); ":no_credits" after it: the SMS answer was not sent because the balance was short; ":reply_failed": the gateway did not take it',
      examples: ['confirmed', 'pledged:no_credits'],
    }),
    event_id: Nullable(Id),
    invitee_id: Nullable(Id),
  },
  'An SMS received on the shared short code, in the inbox of the organization that sent its number the latest SMS within 7 days (docs/providers.md §1.8)',
);
export type SmsInboundMessage = Static<typeof SmsInboundMessageSchema>;

/** An incoming SMS in the inbox; `handled_as` is `pending` while its handling has not finished. */
export const presentSmsInboundMessage = (entry: SmsInboxEntry): SmsInboundMessage => ({
  id: entry.id,
  from: entry.fromNumber,
  text: entry.text,
  received_at: formatTimestamp(entry.receivedAt)!,
  keyword: entry.keyword,
  handled_as: entry.handledAs ?? 'pending',
  event_id: entry.eventId,
  invitee_id: entry.inviteeId,
});
