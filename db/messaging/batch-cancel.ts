/**
 * Ending a batch before all its messages went out: a cancel (by the tenant, or a platform admin for an inactive
 * organization) or a business failure. Either way every message not yet submitted ends `cancelled` or `failed`
 * and is refunded once, and so are the recipients that never became rows.
 */
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { missingRow } from '../missing-row';
import { applyLedgerChange } from '../accounts/ledger';
import type { CreditChannel } from '../models';
import { bumpBatchCounters } from './messages';
import { emitBatchCompleted, emitEndedBatchMessages } from '../webhooks/emit';

interface LockedBatch {
  id: number;
  tenant_id: number;
  channel: CreditChannel;
  status: string;
  materialized: number;
  total: number;
  /** Credits of the recipients not yet turned into rows. */
  rest: number;
}

async function lockBatch(
  sequelize: Sequelize,
  tx: Transaction,
  batchId: number,
  tenantId?: number,
): Promise<LockedBatch | undefined> {
  const [batch] = await sequelize.query<LockedBatch>(
    `SELECT id, tenant_id, channel, status, materialized, total,
       (SELECT coalesce(sum(s), 0) FROM unnest(recipient_credits[materialized + 1 : total]) s) AS rest
     FROM send_batches WHERE id = $1 AND ($2::int IS NULL OR tenant_id = $2) FOR UPDATE`,
    { bind: [batchId, tenantId ?? null], type: QueryTypes.SELECT, transaction: tx },
  );
  return batch;
}

/**
 * Ends every unsent message of a locked batch with `status`, marking it refunded in the same statement (one pass
 * over a 100k-row batch), then refunds them with one ledger entry (named like refundMessages' entries) and the
 * recipients never turned into rows with another (`<channel>:refund:batch:<id>:rest`). Messages already being
 * submitted are left to their submission. Returns how many messages and recipients were ended.
 */
async function endUnsent(
  sequelize: Sequelize,
  tx: Transaction,
  batch: LockedBatch,
  status: 'cancelled' | 'failed',
  reason: string,
): Promise<number> {
  const [ended = missingRow('the ended messages')] = await sequelize.query<{
    n: number;
    credits: number;
    first: number | null;
  }>(
    `WITH ended AS (
       UPDATE messages SET status = $2::text, delivery_error = CASE WHEN $2::text = 'failed' THEN left($3, 255) ELSE delivery_error END,
         refunded_at = now(), updated_at = now()
       WHERE batch_id = $1 AND status IN ('scheduled', 'queued') AND refunded_at IS NULL RETURNING id, credits)
     SELECT count(*) AS n, coalesce(sum(credits), 0) AS credits, min(id) AS first FROM ended`,
    { bind: [batch.id, status, reason], type: QueryTypes.SELECT, transaction: tx },
  );
  if (ended.credits > 0) {
    const reference =
      ended.n === 1
        ? `${batch.channel}:refund:msg:${ended.first}`
        : `${batch.channel}:refund:msgs:${ended.first}:${ended.n}`;
    await applyLedgerChange(sequelize, tx, {
      tenantId: batch.tenant_id,
      channel: batch.channel,
      amount: ended.credits,
      reason,
      reference,
    });
  }
  if (ended.n > 0) await emitEndedBatchMessages(sequelize, tx, batch.id, status);
  const neverMaterialized = batch.total - batch.materialized;
  if (batch.rest > 0) {
    await applyLedgerChange(sequelize, tx, {
      tenantId: batch.tenant_id,
      channel: batch.channel,
      amount: batch.rest,
      reason,
      reference: `${batch.channel}:refund:batch:${batch.id}:rest`,
    });
  }
  const count = ended.n + neverMaterialized;
  await bumpBatchCounters(sequelize, tx, batch.id, { [status]: count });
  // Nothing of a list is left to write: its numbers and texts go, as when its last page is written (batch-recipients.ts).
  await sequelize.query(
    'UPDATE send_batches SET materialized = total, list_numbers = NULL, list_bodies = NULL, updated_at = now() WHERE id = $1',
    { bind: [batch.id], transaction: tx },
  );
  return count;
}

/**
 * Cancels every message of a tenant's batch that is not submitted yet, refunding each once. Returns undefined when
 * the batch is not the tenant's, else how many were cancelled (0: nothing was left to cancel). In `outer` when given
 * (a caller holding locks taken before the batch's, e.g. an event and its stage being deleted).
 */
export async function cancelBatch(
  sequelize: Sequelize,
  tenantId: number | undefined,
  batchId: number,
  outer?: Transaction,
): Promise<{ cancelled: number } | undefined> {
  const work = async (tx: Transaction) => {
    const batch = await lockBatch(sequelize, tx, batchId, tenantId);
    if (!batch) return undefined;
    const cancelled = await endUnsent(sequelize, tx, batch, 'cancelled', 'send cancelled');
    if (cancelled > 0) {
      const [ended] = await sequelize.query<{ id: number }>(
        `UPDATE send_batches SET status = 'cancelled', cancelled_at = now() WHERE id = $1 AND status NOT IN ('completed', 'failed', 'cancelled') RETURNING id`,
        { bind: [batchId], type: QueryTypes.SELECT, transaction: tx },
      );
      if (ended) await emitBatchCompleted(sequelize, tx, batchId);
    }
    return { cancelled };
  };
  return outer ? work(outer) : sequelize.transaction(work);
}

/** How many of a batch's messages are being handed to their provider right now (claimed, no answer yet): no cancel reaches them. */
export async function messagesInFlight(sequelize: Sequelize, batchId: number): Promise<number> {
  const [row = missingRow('the messages in flight')] = await sequelize.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM messages WHERE batch_id = $1 AND status = 'submitting'",
    { bind: [batchId], type: QueryTypes.SELECT },
  );
  return row.n;
}

/** A business failure: the batch cannot finish. Its unsent messages fail and are refunded once; the reason is kept. */
export async function failBatch(sequelize: Sequelize, batchId: number, reason: string): Promise<void> {
  await sequelize.transaction(async (tx) => {
    const batch = await lockBatch(sequelize, tx, batchId);
    if (!batch || ['completed', 'cancelled', 'failed'].includes(batch.status)) return;
    await endUnsent(sequelize, tx, batch, 'failed', reason);
    await sequelize.query(
      `UPDATE send_batches SET status = 'failed', failure_reason = left($2, 500), completed_at = now() WHERE id = $1`,
      { bind: [batchId, reason], transaction: tx },
    );
    await emitBatchCompleted(sequelize, tx, batchId);
  });
}

/** Ids of a tenant's batches that still have work to do (to wake, hold or cancel them together). */
export async function unfinishedBatchIds(sequelize: Sequelize, tenantId: number): Promise<number[]> {
  const rows = await sequelize.query<{ id: number }>(
    `SELECT id FROM send_batches WHERE tenant_id = $1 AND status IN ('scheduled', 'queued', 'sending', 'held') ORDER BY id`,
    { bind: [tenantId], type: QueryTypes.SELECT },
  );
  return rows.map((r) => r.id);
}
