import type { Sequelize } from 'sequelize';
import { forbidden, unauthenticated } from '../errors/errors';
import { effectivePermissions } from '../../../domain/accounts/permissions';
import { findLiveToken, type LiveTokenRow } from '../../../db/accounts/access-tokens';
import { findLiveApiKey, type LiveApiKeyRow } from '../../../db/accounts/api-keys';
import { verifyAccessToken } from '../../../infra/auth/jwt';
import { hashApiKey, isApiKeyLike, isWellFormedApiKey } from '../../../infra/auth/api-keys';
import { noteApiKeyUse } from '../../../use-cases/accounts/api-keys';
import type { AuthContext } from './auth-context';
import { noAuthCache, type AuthCache } from './auth-cache';

/** The token's id (`jti`) and expiry when it is ours and unexpired; 401 otherwise. */
function verifyToken(token: string, jwtSecret: string): { tokenId: string; expiresAtMs: number } {
  const verified = verifyAccessToken(token, jwtSecret);
  if (!verified) throw unauthenticated();
  return verified;
}

/** The identity a live token row names; 401 for a user without organization, 403 for an inactive organization. */
function authOf(tokenId: string, row: LiveTokenRow): AuthContext {
  if (row.admin_id !== null) {
    return deepFreeze({
      kind: 'super_admin',
      tokenId,
      admin: { id: row.admin_id, name: row.admin_name!, email: row.admin_email! },
    });
  }
  if (row.user_id === null || row.tenant_id === null) throw unauthenticated();
  if (!row.tenant_active) throw forbidden('Your organization is inactive. Contact support.');
  return deepFreeze({
    kind: 'user',
    tokenId,
    apiKeyId: null,
    tenantId: row.tenant_id,
    user: {
      id: row.user_id,
      name: row.user_name!,
      email: row.user_email!,
      role: row.role!,
      permissions: effectivePermissions(row.role!, row.permissions ?? []),
    },
    tenant: { id: row.tenant_id, name: row.tenant_name!, slug: row.tenant_slug! },
  });
}

/**
 * The identity a live API key names: its creator (audit fields name who made the key), never an admin (a key manages
 * no users, keys or settings), holding the key's permissions that the creator still holds. 403 for an inactive
 * organization, as for a token.
 */
function apiKeyAuthOf(row: LiveApiKeyRow): AuthContext {
  if (!row.tenant_active) throw forbidden('Your organization is inactive. Contact support.');
  const creatorHolds = effectivePermissions(row.role, row.permissions);
  return deepFreeze({
    kind: 'user',
    tokenId: null,
    apiKeyId: row.api_key_id,
    tenantId: row.tenant_id,
    user: {
      id: row.user_id,
      name: row.user_name,
      email: row.user_email,
      role: 'member',
      permissions: effectivePermissions('member', row.key_permissions).filter((p) => creatorHolds.includes(p)),
    },
    tenant: { id: row.tenant_id, name: row.tenant_name, slug: row.tenant_slug },
  });
}

/**
 * An API key (`tzk_…`): looked up by its keyed hash, through the same cache as tokens (keyed by that hash, so the
 * process keeps no key in clear), and its use noted at most once a minute.
 */
async function resolveApiKey(sequelize: Sequelize, serverSecret: string, key: string, cache: AuthCache) {
  if (!isWellFormedApiKey(key)) throw unauthenticated();
  const keyHash = hashApiKey(serverSecret, key);
  const cacheKey = `api_key:${keyHash}`;
  let auth = cache.lookup(cacheKey);
  if (!auth) {
    const readAt = cache.generation();
    const row = await findLiveApiKey(sequelize, keyHash);
    if (!row) throw unauthenticated();
    auth = apiKeyAuthOf(row);
    const expiresAtMs = row.expires_at ? new Date(row.expires_at).getTime() : Number.POSITIVE_INFINITY;
    cache.store(cacheKey, auth, expiresAtMs, readAt);
  }
  if (auth.kind === 'user' && auth.apiKeyId !== null) await noteApiKeyUse(sequelize, auth.apiKeyId);
  return auth;
}

/** A cached identity is shared by many requests: none of them may change it. */
function deepFreeze<T extends object>(value: T): T {
  for (const inner of Object.values(value)) if (inner !== null && typeof inner === 'object') deepFreeze(inner);
  return Object.freeze(value);
}

/**
 * Turns an `Authorization` header (a session token or an API key) into the caller's identity. Missing, malformed,
 * expired, revoked or foreign-signed tokens and unknown, expired or revoked keys: 401. A user of an inactive organization: 403. A token answered before is taken from
 * `cache` (only live identities are kept; refusals always ask the database).
 */
export async function resolveAuth(
  sequelize: Sequelize,
  jwtSecret: string,
  header: string | undefined,
  cache: AuthCache = noAuthCache,
): Promise<AuthContext> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  if (!match) throw unauthenticated();
  const token = match[1]!;
  if (isApiKeyLike(token)) return resolveApiKey(sequelize, jwtSecret, token, cache);
  const cached = cache.lookup(token);
  if (cached) return cached;
  const { tokenId, expiresAtMs } = verifyToken(token, jwtSecret);
  const readAt = cache.generation();
  const row = await findLiveToken(sequelize, tokenId);
  if (!row) throw unauthenticated();
  const auth = authOf(tokenId, row);
  cache.store(token, auth, Math.min(expiresAtMs, new Date(row.expires_at).getTime()), readAt);
  return auth;
}
