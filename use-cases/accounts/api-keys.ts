/**
 * An organization's API keys (docs/api-behaviour.md "API keys"): an admin creates one with a subset of its own
 * permissions (the caller checked that it may grant them) and sees the key once; revoking it reaches every API
 * process within a second through the row's `auth_changed` trigger.
 */
import type { Sequelize } from 'sequelize';
import { insertApiKey, revokeApiKeyRow, touchApiKey, type ApiKeyRecord } from '../../db/accounts/api-keys';
import { NotFoundError } from '../../domain/messaging/errors';
import { generateApiKey, hashApiKey } from '../../infra/auth/api-keys';
import type { AccountDeps } from './deps';

export interface NewApiKeyInput {
  tenantId: number;
  userId: number;
  name: string;
  permissions: string[];
  expiresAt: Date | null;
}

/** Creates a key; the key in the answer is the only time it exists outside the caller's hands (only its hash is kept). */
export async function createApiKey(
  deps: AccountDeps,
  input: NewApiKeyInput,
): Promise<{ apiKey: ApiKeyRecord; key: string }> {
  const { key, prefix } = generateApiKey();
  const apiKey = await insertApiKey(deps.sequelize, {
    tenantId: input.tenantId,
    userId: input.userId,
    name: input.name,
    prefix,
    keyHash: hashApiKey(deps.config.jwtSecret, key),
    permissions: [...new Set(input.permissions)],
    expiresAt: input.expiresAt,
  });
  return { apiKey, key };
}

/** Revokes the tenant's key (NotFoundError when it has none such, or revoked it already). */
export async function revokeApiKey(deps: AccountDeps, tenantId: number, id: number): Promise<void> {
  if (!(await revokeApiKeyRow(deps.sequelize, tenantId, id))) throw new NotFoundError('API key');
  deps.authCache?.forgetAll();
}

/** When this process last noted each key's use: the row is written at most once a minute per key and process. */
const notedAt = new Map<number, number>();
const NOTE_EVERY_MS = 60_000;
const MAX_NOTED = 10_000;

/** Records that a key was used (its `last_used_at`), cheaply: nothing at all within a minute of the last note. */
export async function noteApiKeyUse(sequelize: Sequelize, id: number): Promise<void> {
  const now = Date.now();
  if (now - (notedAt.get(id) ?? 0) < NOTE_EVERY_MS) return;
  if (notedAt.size >= MAX_NOTED) notedAt.clear();
  notedAt.set(id, now);
  await touchApiKey(sequelize, id);
}
