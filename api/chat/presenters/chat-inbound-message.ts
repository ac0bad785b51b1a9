import type { InboxEntry } from '../../../db/chat/chat-inbound-messages';
import { formatTimestamp } from '../../../infra/timestamps';
import { Id, NamedRef, Nullable, Resource, Timestamp, Type, type Static } from '../../http/openapi/response-schema';

export const ChatInboundMessageSchema = Resource(
  'ChatInboundMessage',
  {
    id: Id,
    from: Type.String({
      description: "The sender's number as the provider gives it (international digits, no +)",
      examples: ['255712345678'],
    }),
    name: Nullable(Type.String({ description: "The sender's profile name on the chat app" })),
    type: Type.String({
      description:
        'text, button (a quick-reply tap), interactive, or any other type the provider sends (kept without text)',
      examples: ['text', 'button'],
    }),
    text: Nullable(Type.String({ description: 'The text, or the label of the tapped button or reply' })),
    button_payload: Nullable(Type.String({ description: "A button's payload, an interactive reply's id" })),
    context_wamid: Nullable(Type.String({ description: 'The wamid of the message it replies to' })),
    contact: Nullable(NamedRef),
    invitee: Nullable(Type.Object({ id: Id, name: Type.String(), event_id: Id }, { additionalProperties: false })),
    matched_by: Type.Union([Type.Literal('quoted'), Type.Literal('recency')], {
      description:
        "Why the reply is this organization's: quoted (it quotes one of its chat messages) or recency (unquoted, and it sent the number the latest chat message within 24 hours)",
    }),
    received_at: Timestamp,
  },
  'A reply on the chat channel, in the inbox of the organization it answers (docs/decisions.md §7)',
);
export type ChatInboundMessage = Static<typeof ChatInboundMessageSchema>;

/**
 * A reply in the chat inbox; `contact` is the organization's contact with that number, `invitee` the event invitee
 * whose chat invitation it answers, if any; `matched_by` why it is this organization's: `quoted` (it quotes one of its
 * chat messages) or `recency` (unquoted, and it sent the number the latest chat message within 24 hours).
 */
export const presentChatInboundMessage = (entry: InboxEntry): ChatInboundMessage => ({
  id: entry.id,
  from: entry.fromNumber,
  name: entry.profileName,
  type: entry.type,
  text: entry.text,
  button_payload: entry.buttonPayload,
  context_wamid: entry.contextWamid,
  // Both come from the one joined contact row, whose name is never null.
  contact:
    entry.contactId === null || entry.contactName === null ? null : { id: entry.contactId, name: entry.contactName },
  invitee: entry.invitee,
  matched_by: entry.matchedBy,
  received_at: formatTimestamp(entry.receivedAt)!,
});
