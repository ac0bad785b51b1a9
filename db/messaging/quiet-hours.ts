/**
 * Quiet hours in the send pipeline: a batch other than a single message (bulk, group, birthday, stage, resend)
 * does not go out inside its organization's window; single sends are transactional and never held.
 */
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { quietHoursEnd, type QuietHours } from '../../domain/calendar/quiet-hours';
import type { BatchKind } from './batches';

/** The columns of a tenant `t` as a QuietHours (`HH:MM`) or null. */
export const QUIET_HOURS_SQL = `CASE WHEN t.quiet_hours_start IS NULL THEN NULL
  ELSE json_build_object('start', to_char(t.quiet_hours_start, 'HH24:MI'), 'end', to_char(t.quiet_hours_end, 'HH24:MI')) END`;

/** A tenant's quiet hours, or null. */
export async function readQuietHours(
  sequelize: Sequelize,
  tenantId: number,
  tx?: Transaction,
): Promise<QuietHours | null> {
  const [row] = await sequelize.query<{ quiet_hours: QuietHours | null }>(
    `SELECT ${QUIET_HOURS_SQL} AS quiet_hours FROM tenants t WHERE t.id = $1`,
    { bind: [tenantId], type: QueryTypes.SELECT, transaction: tx },
  );
  return row?.quiet_hours ?? null;
}

/** Whether quiet hours hold batches of this kind. */
export const heldByQuietHours = (kind: BatchKind): boolean => kind !== 'single';

/**
 * When a batch accepted now goes out: its requested time (null: now), or the end of the quiet hours that time
 * falls in. Returns null for "now".
 */
export async function batchSendTime(
  sequelize: Sequelize,
  tx: Transaction,
  tenantId: number,
  kind: BatchKind,
  requested: Date | null,
): Promise<Date | null> {
  if (!heldByQuietHours(kind)) return requested;
  const window = await readQuietHours(sequelize, tenantId, tx);
  return (window && quietHoursEnd(window, requested ?? new Date())) ?? requested;
}

/**
 * Holds a due batch until `until` (the end of its quiet hours): it is `scheduled` again for that time, and so are its
 * messages not yet sent, so they show when they will go and can be cancelled meanwhile. A batch's own step: the
 * batch row first, then its messages. A batch that ended meanwhile is left alone.
 */
export async function deferBatch(sequelize: Sequelize, batchId: number, until: Date): Promise<void> {
  await sequelize.transaction(async (tx) => {
    const deferred = await sequelize.query<{ id: number }>(
      `UPDATE send_batches SET status = 'scheduled', scheduled_at = $2, updated_at = now()
       WHERE id = $1 AND status IN ('scheduled', 'queued', 'sending', 'held') RETURNING id`,
      { bind: [batchId, until], type: QueryTypes.SELECT, transaction: tx },
    );
    if (deferred.length === 0) return;
    await sequelize.query(
      `UPDATE messages SET status = 'scheduled', scheduled_at = $2, updated_at = now() WHERE batch_id = $1 AND status IN ('scheduled', 'queued')`,
      { bind: [batchId, until], transaction: tx },
    );
  });
}
