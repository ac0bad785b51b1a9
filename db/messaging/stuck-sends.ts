/**
 * Immediate single sends orphaned by their API process (it died between the debit and recording the gateway's
 * answer): still `queued` or `submitting` long after the request must have ended. Batch messages (their workflow
 * owns them) and scheduled ones (their `msg-<id>` workflow does) are never selected.
 */
import { QueryTypes, type Sequelize } from 'sequelize';
import { failMessages } from './messages';
import { OUTBOUND_COLUMNS, type OutboundMessage } from './message-submission';

/** Matches the partial index messages_unsent_singles; `$2` is the age in minutes. */
const STUCK_SINGLE = `status IN ('queued', 'submitting') AND batch_id IS NULL AND scheduled_at IS NULL
  AND updated_at < now() - make_interval(secs => $2::float8 * 60)`;

/** The next `limit` stuck messages after `afterId` (keyset on id), with what a `/logs` lookup needs. */
export async function findStuckSingleSends(
  sequelize: Sequelize,
  afterId: number,
  olderThanMinutes: number,
  limit: number,
): Promise<OutboundMessage[]> {
  return sequelize.query<OutboundMessage>(
    `SELECT ${OUTBOUND_COLUMNS} FROM messages WHERE id > $1 AND ${STUCK_SINGLE} ORDER BY id LIMIT $3`,
    { bind: [afterId, olderThanMinutes, limit], type: QueryTypes.SELECT },
  );
}

/**
 * Fails and refunds those of `ids` that are still stuck, in one transaction. The rows are locked and re-checked
 * first (a concurrent run skips what this one holds, and anything that moved on meanwhile is left alone), and
 * `refunded_at` refunds each at most once. Returns how many failed.
 */
export async function failStuckSingleSends(
  sequelize: Sequelize,
  ids: number[],
  olderThanMinutes: number,
  reason: string,
): Promise<number> {
  if (ids.length === 0) return 0;
  return sequelize.transaction(async (tx) => {
    const locked = await sequelize.query<{ id: number }>(
      `SELECT id FROM messages WHERE id = ANY($1::bigint[]) AND ${STUCK_SINGLE} ORDER BY id FOR UPDATE SKIP LOCKED`,
      { bind: [ids, olderThanMinutes], type: QueryTypes.SELECT, transaction: tx },
    );
    return failMessages(
      sequelize,
      locked.map((r) => r.id),
      reason,
      tx,
    );
  });
}
