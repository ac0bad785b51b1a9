/** Reading a tenant's batches: the newest-first list and one batch with its messages counted by status. */
import { QueryTypes, type Sequelize } from 'sequelize';
import { missingRow } from '../missing-row';
import type { CreditChannel } from '../models';
import { BATCH_COUNTERS_SQL, type BatchKind, type BatchStatus } from './batches';

export interface BatchRecord {
  id: number;
  channel: CreditChannel;
  kind: BatchKind;
  audience: Record<string, unknown>;
  status: BatchStatus;
  total: number;
  credits: number;
  submitted: number;
  failed: number;
  cancelled: number;
  /** Recipients left out at acceptance because they had opted out (never messages, never billed). */
  opted_out: number;
  scheduled_at: Date | null;
  completed_at: Date | null;
  cancelled_at: Date | null;
  failure_reason: string | null;
  created_at: Date;
  user: { id: number; name: string } | null;
}

const SELECT_BATCH = `SELECT b.id, b.channel, b.kind, b.audience, b.status, b.total, b.credits, ${BATCH_COUNTERS_SQL}, b.opted_out,
    b.scheduled_at, b.completed_at, b.cancelled_at, b.failure_reason, b.created_at,
    CASE WHEN u.id IS NULL THEN NULL ELSE json_build_object('id', u.id, 'name', u.name) END AS "user"
  FROM send_batches b LEFT JOIN users u ON u.id = b.user_id AND u.tenant_id = b.tenant_id`;

/** One page of a tenant's batches of a channel, newest first, and their number. */
export async function listBatches(
  sequelize: Sequelize,
  tenantId: number,
  channel: CreditChannel,
  page: { limit: number; offset: number },
): Promise<{ rows: BatchRecord[]; total: number }> {
  const [rows, [{ total } = missingRow('the batches count')]] = await Promise.all([
    sequelize.query<BatchRecord>(
      `${SELECT_BATCH} WHERE b.tenant_id = $1 AND b.channel = $2 ORDER BY b.id DESC LIMIT $3 OFFSET $4`,
      { bind: [tenantId, channel, page.limit, page.offset], type: QueryTypes.SELECT },
    ),
    sequelize.query<{ total: number }>(
      'SELECT count(*) AS total FROM send_batches WHERE tenant_id = $1 AND channel = $2',
      { bind: [tenantId, channel], type: QueryTypes.SELECT },
    ),
  ]);
  return { rows, total };
}

export interface BatchDetail extends BatchRecord {
  /**
   * Messages by status (`submitting` and chat's `accepted` count as `queued`), plus `pending` for recipients not yet
   * turned into rows and `opted_out` for recipients left out because they had opted out.
   */
  counts: Record<string, number>;
}

/** A tenant's batch with its live counts, or null. */
export async function findBatch(
  sequelize: Sequelize,
  tenantId: number,
  channel: CreditChannel,
  batchId: number,
): Promise<BatchDetail | null> {
  const [batch] = await sequelize.query<BatchRecord & { unmaterialized: number }>(
    `${SELECT_BATCH.replace('b.created_at,', 'b.created_at, b.total - b.materialized AS unmaterialized,')}
     WHERE b.id = $1 AND b.tenant_id = $2 AND b.channel = $3`,
    { bind: [batchId, tenantId, channel], type: QueryTypes.SELECT },
  );
  if (!batch) return null;
  const rows = await sequelize.query<{ status: string; n: number }>(
    `SELECT CASE WHEN status IN ('submitting', 'accepted') THEN 'queued' ELSE status END AS status, count(*) AS n
     FROM messages WHERE tenant_id = $1 AND batch_id = $2 GROUP BY 1`,
    { bind: [tenantId, batchId], type: QueryTypes.SELECT },
  );
  const counts: Record<string, number> = Object.fromEntries(rows.map((r) => [r.status, r.n]));
  if (batch.unmaterialized > 0) counts.pending = batch.unmaterialized;
  if (batch.opted_out > 0) counts.opted_out = batch.opted_out;
  const { unmaterialized: _unmaterialized, ...record } = batch;
  return { ...record, counts };
}
