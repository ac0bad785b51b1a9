import { QueryTypes } from 'sequelize';
import { testEnv } from './env';

/**
 * Tenant-owned tables whose changes are not the tenant's data. Every other table with a `tenant_id` column joins the
 * fingerprint on its own, so a table added by a new feature is covered without touching this file.
 */
const NOT_TENANT_DATA: Record<string, string> = {
  rate_limit_buckets:
    'a send request takes its rate-limit slot before validation, by design (docs/api-behaviour.md, Rate limit)',
};

/**
 * Columns that a batch's workflow moves on its own after the request that started or cancelled it answered (its
 * progress): left out, so a later, refused request is not blamed for them. The batch's messages, debits and refunds
 * are fingerprinted in full.
 */
const BACKGROUND_COLUMNS: Record<string, string[]> = {
  send_batches: ['status', 'cursor', 'updated_at', 'completed_at'],
  // An endpoint's delivery workflow records its attempts and health in the background.
  webhook_endpoints: [
    'status',
    'failing_since',
    'consecutive_failures',
    'paused_until',
    'disabled_at',
    'disabled_reason',
    'disabled_mailed_at',
    'updated_at',
  ],
  webhook_events: ['status', 'attempts', 'next_attempt_at', 'last_attempt_at', 'last_response_status', 'delivered_at'],
  // A payment's thank-you workflow marks it thanked after the request that recorded it answered.
  event_payments: ['thanked_at'],
};

/** `rows:md5` per table: a tenant's row count and the digest of its rows (every column, so also `updated_at`). */
export type Fingerprint = Record<string, string>;

let fingerprintSql: string | undefined;

async function buildFingerprintSql(): Promise<string> {
  const tables = await testEnv().sequelize.query<{ table_name: string }>(
    `SELECT DISTINCT table_name FROM information_schema.columns
     WHERE table_schema = 'public' AND column_name = 'tenant_id' ORDER BY table_name`,
    { type: QueryTypes.SELECT },
  );
  const owned = tables.map((t) => t.table_name).filter((name) => !(name in NOT_TENANT_DATA));
  const row = (name: string) =>
    BACKGROUND_COLUMNS[name]
      ? `(to_jsonb(t) - ${BACKGROUND_COLUMNS[name].map((c) => `'${c}'`).join(' - ')})::text`
      : 't::text';
  const digest = (name: string, where: string) =>
    `SELECT '${name}' AS name, count(*) || ':' || md5(coalesce(string_agg(${row(name)}, '|' ORDER BY ${row(name)}), '')) AS value
     FROM "${name}" t WHERE ${where}`;
  return [digest('tenants', 'id = $1'), ...owned.map((name) => digest(name, 'tenant_id = $1'))].join('\nUNION ALL\n');
}

/** The tenant's row and every row it owns (contacts, messages, wallets, ledger, purchases, …), digested per table. */
export async function tenantFingerprint(tenantId: number): Promise<Fingerprint> {
  fingerprintSql ??= await buildFingerprintSql();
  const rows = await testEnv().sequelize.query<{ name: string; value: string }>(fingerprintSql, {
    bind: [tenantId],
    type: QueryTypes.SELECT,
  });
  return Object.fromEntries(rows.map((r) => [r.name, r.value]));
}
