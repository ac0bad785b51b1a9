/**
 * The last guard before a provider call: a message accepted before its number opted out (a scheduled batch, a
 * long send) is cancelled and refunded instead of sent.
 */
import { QueryTypes, type Sequelize } from 'sequelize';
import { bumpBatchCounters, refundMessages } from './messages';
import { stopsChannel } from './opt-outs';
import { groupBy } from '../../infra/group-by';

export const OPTED_OUT_ERROR = 'The recipient opted out before it was sent.';

/**
 * Of these messages, those still unsent whose number opted out of their channel: cancelled (`delivery_error` says
 * why), refunded once and counted as cancelled on their batch, in one transaction. Returns their ids. A message
 * already `submitting` is left to its submission (it may have reached the provider).
 */
export async function cancelOptedOutMessages(sequelize: Sequelize, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const found = await sequelize.query<{ id: number }>(
    `SELECT m.id FROM messages m WHERE m.id = ANY($1::bigint[]) AND m.status IN ('scheduled', 'queued')
       AND EXISTS (SELECT 1 FROM opt_outs o WHERE o.tenant_id = m.tenant_id AND o.phone = m.to_number AND ${stopsChannel('m.channel')})`,
    { bind: [ids], type: QueryTypes.SELECT },
  );
  if (found.length === 0) return new Set();
  return sequelize.transaction(async (tx) => {
    const cancelled = await sequelize.query<{ id: number; batch_id: number | null }>(
      `UPDATE messages SET status = 'cancelled', delivery_error = $2, updated_at = now()
       WHERE id = ANY($1::bigint[]) AND status IN ('scheduled', 'queued') RETURNING id, batch_id`,
      { bind: [found.map((r) => r.id), OPTED_OUT_ERROR], type: QueryTypes.SELECT, transaction: tx },
    );
    await refundMessages(
      sequelize,
      tx,
      cancelled.map((r) => r.id),
      'recipient opted out',
    );
    for (const [batchId, rows] of groupBy(cancelled, (r) => r.batch_id)) {
      if (batchId !== null) await bumpBatchCounters(sequelize, tx, batchId, { cancelled: rows.length });
    }
    return new Set(cancelled.map((r) => r.id));
  });
}
