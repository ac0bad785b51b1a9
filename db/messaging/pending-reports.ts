/**
 * Messages the gateway accepted whose delivery report never reached us (a callback lost while the database was
 * down, or never sent): still `PENDING_*` after a while. They are a handful at any moment (messages_awaiting_report
 * is a partial index on exactly them), so paging through them is cheap however many messages exist.
 */
import { QueryTypes, type Sequelize } from 'sequelize';

/** The gateway keeps reports 48 hours (messages expire then): older messages are no longer asked about. */
const GIVE_UP_AFTER = "interval '72 hours'";

export interface AwaitingReport {
  id: number;
  gatewayMessageId: string;
}

/**
 * The next `limit` SMS after `afterId` (keyset on id) still pending `olderThanMinutes` after they were sent, and not
 * asked about within that time either, so each is asked about at most once per interval.
 */
export async function findAwaitingReports(
  sequelize: Sequelize,
  afterId: number,
  olderThanMinutes: number,
  limit: number,
): Promise<AwaitingReport[]> {
  return sequelize.query<AwaitingReport>(
    `SELECT id, gateway_message_id AS "gatewayMessageId" FROM messages
     WHERE status LIKE 'PENDING%' AND id > $1 AND channel = 'sms' AND gateway_message_id IS NOT NULL
       AND sent_at < now() - make_interval(secs => $2::float8 * 60) AND sent_at > now() - ${GIVE_UP_AFTER}
       AND (report_checked_at IS NULL OR report_checked_at < now() - make_interval(secs => $2::float8 * 60))
     ORDER BY id LIMIT $3`,
    { bind: [afterId, olderThanMinutes, limit], type: QueryTypes.SELECT },
  );
}

export async function markReportsChecked(sequelize: Sequelize, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await sequelize.query('UPDATE messages SET report_checked_at = now() WHERE id = ANY($1::bigint[])', { bind: [ids] });
}
