/**
 * A channel's cost rule, as SQL over one recipient: an SMS costs the segments of its body rendered for that
 * recipient (render-sql.ts creditsSql), a chat message one chat credit (docs/interface.md §8) whatever its text.
 */
import type { CreditChannel } from '../models';
import { creditsSql, type PlaceholderColumns } from './render-sql';

/** Chat credits per chat message. */
export const CHAT_CREDITS_PER_MESSAGE = 1;

/** The credits of one recipient's message on `channel`; `usesColumns` false when the recipient's values are not needed. */
export function channelCreditsSql(
  channel: CreditChannel,
  body: string,
  bodySql: string,
  columns: PlaceholderColumns,
): { sql: string; usesColumns: boolean } {
  if (channel === 'chat') return { sql: String(CHAT_CREDITS_PER_MESSAGE), usesColumns: false };
  return creditsSql(body, bodySql, columns);
}
