import type { AcceptedChatSend } from '../../../use-cases/messaging/send/send-chat';
import { Id, Resource, Type, type Static } from '../../http/openapi/response-schema';

export const ChatSendAcceptedSchema = Resource(
  'ChatSendAccepted',
  {
    message: Type.String({ examples: ['3 chat messages queued for sending.'] }),
    count: Type.Integer({ minimum: 1, description: 'Recipients accepted and billed (1 chat credit each)' }),
    opted_out: Type.Integer({
      minimum: 0,
      description: "Numbers left out, not billed: they opted out of the organization's chat",
    }),
    channel: Type.Literal('chat'),
    partial: Type.Boolean({
      description: 'The chat balance covered fewer recipients than asked: only the first covered are sent',
    }),
    batch_id: Id,
  },
  'A chat send accepted: its batch is sent in the background (docs/interface.md §4.3b)',
);
export type ChatSendAccepted = Static<typeof ChatSendAcceptedSchema>;

/** 202 of both chat sends (docs/decisions.md §7), with the batch beyond the interface. */
export function presentChatSendAccepted(sent: AcceptedChatSend, scheduled: boolean): ChatSendAccepted {
  const what = sent.count === 1 ? '1 chat message' : `${sent.count} chat messages`;
  const partial = sent.partial
    ? ` Your chat balance covered ${sent.count} of ${sent.requested} recipients; buy chat credits to reach the rest.`
    : '';
  return {
    message: `${what} ${scheduled ? 'scheduled' : 'queued for sending'}.${partial}`,
    count: sent.count,
    opted_out: sent.optedOut,
    channel: 'chat',
    partial: sent.partial,
    batch_id: sent.batchId,
  };
}
