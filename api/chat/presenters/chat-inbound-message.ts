import type { InboxEntry } from '../../../db/chat/chat-inbound-messages';
import { formatTimestamp } from '../../../infra/timestamps';

/**
 * A reply in the chat inbox; `contact` is the organization's contact with that number, `invitee` the event invitee
 * whose chat invitation it answers, if any; `matched_by` why it is this organization's: `quoted` (it quotes one of its
 * chat messages) or `recency` (unquoted, and it sent the number the latest chat message within 24 hours).
 */
export const presentChatInboundMessage = (entry: InboxEntry) => ({
  id: entry.id,
  from: entry.fromNumber,
  name: entry.profileName,
  type: entry.type,
  text: entry.text,
  button_payload: entry.buttonPayload,
  context_wamid: entry.contextWamid,
  contact: entry.contactId === null ? null : { id: entry.contactId, name: entry.contactName },
  invitee: entry.invitee,
  matched_by: entry.matchedBy,
  received_at: formatTimestamp(entry.receivedAt),
});
