/** An organization's API keys: created, listed and revoked per tenant, and looked up by hash when one authenticates. */
import { QueryTypes, type Sequelize } from 'sequelize';
import { missingRow } from '../missing-row';
import { sqlTimestamp } from '../sql-timestamp';

/** A key as its organization sees it: never the key nor its hash. */
export interface ApiKeyRecord {
  id: number;
  name: string;
  prefix: string;
  permissions: string[];
  created_at: string;
  last_used_at: string | null;
  expires_at: string | null;
}

const KEY_COLUMNS = `id, name, prefix, permissions, ${sqlTimestamp('created_at')} AS created_at,
  ${sqlTimestamp('last_used_at')} AS last_used_at, ${sqlTimestamp('expires_at')} AS expires_at`;

export interface NewApiKey {
  tenantId: number;
  userId: number;
  name: string;
  prefix: string;
  keyHash: string;
  permissions: string[];
  expiresAt: Date | null;
}

export async function insertApiKey(sequelize: Sequelize, key: NewApiKey): Promise<ApiKeyRecord> {
  const [row = missingRow('the new API key')] = await sequelize.query<ApiKeyRecord>(
    `INSERT INTO api_keys (tenant_id, created_by, name, prefix, key_hash, permissions, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6::text[], $7) RETURNING ${KEY_COLUMNS}`,
    {
      bind: [key.tenantId, key.userId, key.name, key.prefix, key.keyHash, key.permissions, key.expiresAt],
      type: QueryTypes.SELECT,
    },
  );
  return row;
}

/** One page of the tenant's unrevoked keys (expired ones too, until revoked), newest first, and their number. */
export async function listApiKeys(
  sequelize: Sequelize,
  tenantId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: ApiKeyRecord[]; total: number }> {
  const [rows, [{ total } = missingRow('the API keys count')]] = await Promise.all([
    sequelize.query<ApiKeyRecord>(
      `SELECT ${KEY_COLUMNS} FROM api_keys WHERE tenant_id = $1 AND revoked_at IS NULL ORDER BY id DESC LIMIT $2 OFFSET $3`,
      { bind: [tenantId, page.limit, page.offset], type: QueryTypes.SELECT },
    ),
    sequelize.query<{ total: number }>(
      'SELECT count(*)::int AS total FROM api_keys WHERE tenant_id = $1 AND revoked_at IS NULL',
      { bind: [tenantId], type: QueryTypes.SELECT },
    ),
  ]);
  return { rows, total };
}

/** Revokes the tenant's unrevoked key (the row's trigger tells every API process); false when it has no such key. */
export async function revokeApiKeyRow(sequelize: Sequelize, tenantId: number, id: number): Promise<boolean> {
  const rows = await sequelize.query(
    'UPDATE api_keys SET revoked_at = now() WHERE id = $1 AND tenant_id = $2 AND revoked_at IS NULL RETURNING id',
    { bind: [id, tenantId], type: QueryTypes.SELECT },
  );
  return rows.length > 0;
}

/** Notes a use, at most once a minute per key whichever process asks (a cheap no-op in between). */
export async function touchApiKey(sequelize: Sequelize, id: number): Promise<void> {
  await sequelize.query(
    `UPDATE api_keys SET last_used_at = now()
     WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`,
    { bind: [id] },
  );
}

export interface LiveApiKeyRow {
  api_key_id: number;
  /** The key's permissions as stored (the caller narrows them to what the creator still holds). */
  key_permissions: string[];
  expires_at: Date | null;
  user_id: number;
  user_name: string;
  user_email: string;
  role: 'admin' | 'member';
  permissions: string[];
  tenant_id: number;
  tenant_name: string;
  tenant_slug: string;
  tenant_active: boolean;
}

// One round trip, as for a token: is the key live, who created it (and what it holds now), is the organization active.
const LIVE_KEY_SQL = `
  SELECT k.id AS api_key_id, k.permissions AS key_permissions, k.expires_at,
         u.id AS user_id, u.name AS user_name, u.email AS user_email, u.role, u.permissions,
         tn.id AS tenant_id, tn.name AS tenant_name, tn.slug AS tenant_slug, tn.is_active AS tenant_active
  FROM api_keys k
  JOIN users u ON u.id = k.created_by AND u.tenant_id = k.tenant_id
  JOIN tenants tn ON tn.id = k.tenant_id
  WHERE k.key_hash = $1 AND k.revoked_at IS NULL AND (k.expires_at IS NULL OR k.expires_at > now())`;

/** The live (unrevoked, unexpired) key with this hash, its creator and organization; undefined otherwise. */
export async function findLiveApiKey(sequelize: Sequelize, keyHash: string): Promise<LiveApiKeyRow | undefined> {
  const [row] = await sequelize.query<LiveApiKeyRow>(LIVE_KEY_SQL, { bind: [keyHash], type: QueryTypes.SELECT });
  return row;
}
