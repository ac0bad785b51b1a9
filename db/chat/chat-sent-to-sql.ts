/**
 * "Chat messages we sent to this number lately", the SQL both reply rules share: a reply goes to the organization
 * with the latest within 24 hours, an unquoted STOP reaches every organization with one within 30 days. Written as
 * the partial index messages_chat_recipient (to_number, id DESC) is, so one number's messages are all it reads.
 */

/** When chat message `m` went out (its row's time before the provider took it, for a row without sent_at). */
export const CHAT_SENT_AT = 'coalesce(m.sent_at, m.created_at)';

/** Chat message `m` was taken by the provider for `numberSql` within `interval` of now (e.g. '24 hours'). */
export const chatSentToWithin = (numberSql: string, interval: string): string =>
  `m.channel = 'chat' AND m.gateway_message_id IS NOT NULL AND m.to_number = ${numberSql} AND ${CHAT_SENT_AT} > now() - interval '${interval}'`;
