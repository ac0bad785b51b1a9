/**
 * Idempotency keys (migration idempotency-keys): a tenant's key is claimed before its request runs, then holds the
 * answer to replay for 24 hours, or is released so the same key can be retried. Each statement commits on its own,
 * apart from any transaction of the request, so a concurrent request sees the claim at once.
 */
import { QueryTypes, type Sequelize } from 'sequelize';

const LIFETIME = "interval '24 hours'";
/** Expired keys a claim deletes on its way (oldest first), so the table holds about a day of keys. */
const PURGE_PER_CLAIM = 100;

export interface StoredAnswer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

export interface IdempotencyRecord {
  fingerprint: string;
  /** null while the first request is still running. */
  answer: StoredAnswer | null;
  createdAt: Date;
}

interface Row {
  fingerprint: string;
  status: 'in_flight' | 'done';
  response_status: number | null;
  response_headers: Record<string, string> | null;
  response_body: unknown;
  created_at: Date;
}

const toRecord = (row: Row): IdempotencyRecord => ({
  fingerprint: row.fingerprint,
  answer:
    row.status === 'done'
      ? { status: row.response_status!, headers: row.response_headers ?? {}, body: row.response_body }
      : null,
  createdAt: row.created_at,
});

/** The tenant's live (under 24 h old) record of `key`, if any. */
export async function findIdempotencyRecord(
  sequelize: Sequelize,
  tenantId: number,
  key: string,
): Promise<IdempotencyRecord | undefined> {
  const [row] = await sequelize.query<Row>(
    `SELECT fingerprint, status, response_status, response_headers, response_body, created_at FROM idempotency_keys
     WHERE tenant_id = $1 AND key = $2 AND created_at > now() - ${LIFETIME}`,
    { bind: [tenantId, key], type: QueryTypes.SELECT },
  );
  return row && toRecord(row);
}

/**
 * Claims `key` for a request: returns the claim's id, or null when a live record holds the key (read it with
 * findIdempotencyRecord). An expired record of the key is taken over; a few other expired keys are purged.
 */
export async function claimIdempotencyKey(
  sequelize: Sequelize,
  tenantId: number,
  key: string,
  fingerprint: string,
): Promise<number | null> {
  const rows = await sequelize.query<{ id: number }>(
    `WITH purged AS (
       DELETE FROM idempotency_keys WHERE id IN (
         SELECT id FROM idempotency_keys WHERE created_at <= now() - ${LIFETIME} AND NOT (tenant_id = $1 AND key = $2)
         ORDER BY created_at LIMIT ${PURGE_PER_CLAIM} FOR UPDATE SKIP LOCKED))
     INSERT INTO idempotency_keys (tenant_id, key, fingerprint, status) VALUES ($1, $2, $3, 'in_flight')
     ON CONFLICT (tenant_id, key) DO UPDATE SET fingerprint = EXCLUDED.fingerprint, status = 'in_flight', response_status = NULL,
       response_headers = NULL, response_body = NULL, created_at = now(), completed_at = NULL
     WHERE idempotency_keys.created_at <= now() - ${LIFETIME}
     RETURNING id`,
    { bind: [tenantId, key, fingerprint], type: QueryTypes.SELECT },
  );
  return rows[0]?.id ?? null;
}

/** Keeps the answer of a claimed request, to be replayed. */
export async function storeIdempotentAnswer(
  sequelize: Sequelize,
  claimId: number,
  answer: StoredAnswer,
): Promise<void> {
  await sequelize.query(
    `UPDATE idempotency_keys SET status = 'done', response_status = $2, response_headers = $3::jsonb, response_body = $4::jsonb,
       completed_at = now()
     WHERE id = $1 AND status = 'in_flight'`,
    { bind: [claimId, answer.status, JSON.stringify(answer.headers), JSON.stringify(answer.body ?? null)] },
  );
}

/** Forgets a claim whose request did nothing, so the same key may be used again. */
export async function releaseIdempotencyKey(sequelize: Sequelize, claimId: number): Promise<void> {
  await sequelize.query("DELETE FROM idempotency_keys WHERE id = $1 AND status = 'in_flight'", { bind: [claimId] });
}
