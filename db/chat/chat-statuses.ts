/**
 * Chat message statuses from the provider's status events (chat_status_events). A message's status is a function of
 * the set of events of its wamid, whatever their order: the highest-ranked one. So applying them is idempotent and
 * order-free, and an event that arrives before its wamid is stored simply waits in chat_status_events until the
 * submission stores the wamid and applies it (recordSendResults), as held delivery reports do.
 *
 * Why no event is lost: the webhook stores an event BEFORE applying it, and the submission applies the events of
 * its wamids AFTER committing them. If the webhook's apply ran before the wamid was committed, its event was
 * committed before that too, so the submission's apply finds it.
 */
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { emitMessageStatusEvents } from '../webhooks/emit';

/**
 * Ranks: accepted (or anything before) 1 < sent 2 < failed 3 < delivered 4 < read 5. `failed` is final except that a
 * `delivered` or `read` proves the message arrived after all (docs/providers.md §3.4).
 */
const EVENT_RANK_SQL =
  "CASE e.status WHEN 'sent' THEN 2 WHEN 'failed' THEN 3 WHEN 'delivered' THEN 4 WHEN 'read' THEN 5 END";
const MESSAGE_RANK_SQL =
  "CASE m.status WHEN 'sent' THEN 2 WHEN 'failed' THEN 3 WHEN 'delivered' THEN 4 WHEN 'read' THEN 5 ELSE 1 END";

export interface ChatStatusChange {
  id: number;
  status: string;
  errorCode: number | null;
}

/**
 * Brings the chat messages carrying these wamids up to their events: status (never backwards), the provider's error
 * code and title while failed, when delivered (a `read` also proves delivery) and read, with their `chat.status`
 * webhooks in the same transaction. Returns what changed.
 */
export async function applyChatStatusEvents(sequelize: Sequelize, wamids: string[]): Promise<ChatStatusChange[]> {
  if (wamids.length === 0) return [];
  return sequelize.transaction(async (transaction) => {
    const changed = await updateChatStatuses(sequelize, wamids, transaction);
    await emitMessageStatusEvents(
      sequelize,
      transaction,
      changed.map((c) => c.id),
    );
    return changed;
  });
}

/**
 * The messages are found by wamid alone, in a fenced CTE, and only then checked to be chat. With `m.channel = 'chat'`
 * in the join itself, the planner read every chat message (the partial index messages_chat_recipient) for each
 * wamid whenever its statistics said chat messages were rare: an SMS-heavy table whose chat traffic began since its
 * last ANALYZE. 10,000 chat messages after 1,000,000 SMS made each status webhook cost ~115 ms of database time
 * instead of ~0.2 ms, and their backlog slowed everything sent after them.
 */
export const UPDATE_CHAT_STATUSES_SQL = `
  WITH found AS MATERIALIZED (
    SELECT id, channel, gateway_message_id AS wamid FROM messages WHERE gateway_message_id = ANY($1::text[])
  ), summary AS MATERIALIZED (
    SELECT e.wamid, max(${EVENT_RANK_SQL}) AS rank,
      min(coalesce(e.occurred_at, e.received_at)) FILTER (WHERE e.status IN ('delivered', 'read')) AS delivered_at,
      min(coalesce(e.occurred_at, e.received_at)) FILTER (WHERE e.status = 'read') AS read_at,
      max(e.error_code) FILTER (WHERE e.status = 'failed') AS error_code,
      max(e.error_title) FILTER (WHERE e.status = 'failed') AS error_title
    FROM chat_status_events e WHERE e.wamid = ANY($1::text[]) GROUP BY e.wamid
  ), target AS (
    SELECT f.id, s.*, CASE s.rank WHEN 2 THEN 'sent' WHEN 3 THEN 'failed' WHEN 4 THEN 'delivered' ELSE 'read' END AS status
    FROM found f JOIN summary s ON s.wamid = f.wamid WHERE f.channel = 'chat'
  )
  UPDATE messages m SET status = t.status, delivered_at = t.delivered_at, read_at = t.read_at,
    error_code = CASE WHEN t.status = 'failed' THEN t.error_code END,
    delivery_error = CASE WHEN t.status = 'failed' THEN coalesce(left(t.error_title, 255), 'Failed') END, updated_at = now()
  FROM target t
  WHERE m.id = t.id
    AND (t.rank > ${MESSAGE_RANK_SQL} OR (t.rank = ${MESSAGE_RANK_SQL}
      AND (m.delivered_at IS DISTINCT FROM t.delivered_at OR m.read_at IS DISTINCT FROM t.read_at)))
  RETURNING m.id, m.status, m.error_code AS "errorCode"`;

function updateChatStatuses(
  sequelize: Sequelize,
  wamids: string[],
  transaction: Transaction,
): Promise<ChatStatusChange[]> {
  return sequelize.query<ChatStatusChange>(UPDATE_CHAT_STATUSES_SQL, {
    bind: [wamids],
    type: QueryTypes.SELECT,
    transaction,
  });
}
