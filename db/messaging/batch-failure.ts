import { QueryTypes, type Sequelize } from 'sequelize';
import { applyLedgerChange } from '../ledger';
import { bumpBatchCounters, failMessages } from './messages';
import { recordBatchProgress, type BatchProgress } from './batches';

/**
 * Gives up on a batch: every message not sent yet is failed and refunded, and so are the recipients of a
 * group/birthday batch that never became rows (one refund for the rest, `sms:refund:batch:<id>:rest`).
 */
export async function failRemainingBatch(sequelize: Sequelize, batchId: number, reason: string): Promise<BatchProgress> {
  const unsent = await sequelize.query<{ id: number }>(
    `SELECT id FROM messages WHERE batch_id = $1 AND status IN ('scheduled', 'queued', 'submitting')`,
    { bind: [batchId], type: QueryTypes.SELECT },
  );
  await failMessages(sequelize, unsent.map((r) => r.id), reason);
  await sequelize.transaction(async (tx) => {
    const [batch] = await sequelize.query<{ tenant_id: number; materialized: number; total: number; rest: number }>(
      `SELECT tenant_id, materialized, total,
         (SELECT coalesce(sum(s), 0) FROM unnest(contact_segments[materialized + 1 : total]) s) AS rest
       FROM send_batches WHERE id = $1 AND contact_ids IS NOT NULL FOR UPDATE`,
      { bind: [batchId], type: QueryTypes.SELECT, transaction: tx },
    );
    if (!batch || batch.materialized >= batch.total) return;
    if (batch.rest > 0) {
      await applyLedgerChange(sequelize, tx, {
        tenantId: batch.tenant_id, channel: 'sms', amount: batch.rest, reason: 'sms failed', reference: `sms:refund:batch:${batchId}:rest`,
      });
    }
    await bumpBatchCounters(sequelize, tx, batchId, { submitted: 0, failed: batch.total - batch.materialized });
    await sequelize.query('UPDATE send_batches SET materialized = total WHERE id = $1', { bind: [batchId], transaction: tx });
  });
  const [{ cursor }] = await sequelize.query<{ cursor: number }>('SELECT cursor FROM send_batches WHERE id = $1', { bind: [batchId], type: QueryTypes.SELECT });
  return recordBatchProgress(sequelize, batchId, cursor, true);
}
