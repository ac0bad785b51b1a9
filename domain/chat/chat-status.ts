/**
 * Chat message statuses as clients see them: `scheduled`, `queued` → `sent` → `delivered` → `read`, or
 * `failed` (with the provider's code and title), or `cancelled`. Internally a message is also `submitting` (being
 * sent) and then `accepted` (the provider answered 200 with its wamid, no status webhook yet): both show as `queued`.
 */
export const CHAT_MESSAGE_STATUSES = [
  'scheduled',
  'queued',
  'sent',
  'delivered',
  'read',
  'failed',
  'cancelled',
] as const;
export type ChatMessageStatus = (typeof CHAT_MESSAGE_STATUSES)[number];

/** Stored statuses shown as `queued`. */
const QUEUED = ['queued', 'submitting', 'accepted'];

/** The status a client sees; a chat message is only ever stored in one of CHAT_MESSAGE_STATUSES or QUEUED. */
export const presentedChatStatus = (stored: string): ChatMessageStatus =>
  QUEUED.includes(stored) ? 'queued' : (stored as ChatMessageStatus);

/** The stored statuses a status filter matches. */
export const storedChatStatuses = (presented: ChatMessageStatus): string[] =>
  presented === 'queued' ? QUEUED : [presented];
