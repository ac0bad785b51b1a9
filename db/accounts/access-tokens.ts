import { QueryTypes, type Sequelize } from 'sequelize';

/** Records an issued bearer token, so that logout can revoke it everywhere. */
export async function recordAccessToken(
  sequelize: Sequelize,
  token: { id: string; userId: number | null; adminId: number | null; expiresAt: Date },
): Promise<void> {
  await sequelize.query(
    `INSERT INTO access_tokens (id, user_id, platform_admin_id, expires_at) VALUES (:id, :userId, :adminId, :expiresAt)`,
    { replacements: token },
  );
}

/** Marks a token revoked; every API process sees it on the next request. */
export async function revokeAccessToken(sequelize: Sequelize, tokenId: string): Promise<void> {
  await sequelize.query('UPDATE access_tokens SET revoked_at = now() WHERE id = :id AND revoked_at IS NULL', {
    replacements: { id: tokenId },
  });
}

export interface LiveTokenRow {
  token_id: string;
  user_id: number | null;
  user_name: string | null;
  user_email: string | null;
  role: 'admin' | 'member' | null;
  permissions: string[] | null;
  tenant_id: number | null;
  tenant_name: string | null;
  tenant_slug: string | null;
  tenant_active: boolean | null;
  admin_id: number | null;
  admin_name: string | null;
  admin_email: string | null;
  expires_at: Date;
}

// One round trip answers: is the token live, who holds it, and is the organization active.
const LIVE_TOKEN_SQL = `
  SELECT t.id AS token_id, u.id AS user_id, u.name AS user_name, u.email AS user_email, u.role, u.permissions,
         tn.id AS tenant_id, tn.name AS tenant_name, tn.slug AS tenant_slug, tn.is_active AS tenant_active,
         a.id AS admin_id, a.name AS admin_name, a.email AS admin_email, t.expires_at
  FROM access_tokens t
  LEFT JOIN users u ON u.id = t.user_id
  LEFT JOIN tenants tn ON tn.id = u.tenant_id
  LEFT JOIN platform_admins a ON a.id = t.platform_admin_id
  WHERE t.id = :id AND t.revoked_at IS NULL AND t.expires_at > now()`;

/** The live (unrevoked, unexpired) token with this id and who holds it; undefined otherwise. */
export async function findLiveToken(sequelize: Sequelize, tokenId: string): Promise<LiveTokenRow | undefined> {
  const [row] = await sequelize.query<LiveTokenRow>(LIVE_TOKEN_SQL, {
    replacements: { id: tokenId },
    type: QueryTypes.SELECT,
  });
  return row;
}
