/** A chat reply that is exactly one of these words (trimmed, any case) opts its sender out of the organization's chat. */
export const CHAT_STOP_WORDS: readonly string[] = ['STOP', 'ACHA'];

/** A chat reply that is exactly one of these words takes back the sender's own STOP (see optInChatStartReplies). */
export const CHAT_START_WORDS: readonly string[] = ['START', 'ANZA'];
