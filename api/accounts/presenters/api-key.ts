import type { ApiKeyRecord } from '../../../db/accounts/api-keys';

/** A key as its organization lists it: its first characters, never the key. */
export const presentApiKey = (k: ApiKeyRecord) => ({
  id: k.id,
  name: k.name,
  prefix: k.prefix,
  permissions: k.permissions,
  created_at: k.created_at,
  last_used_at: k.last_used_at,
  expires_at: k.expires_at,
});

/** The creation answer: the key itself, shown this once. */
export const presentCreatedApiKey = (k: ApiKeyRecord, key: string) => ({ ...presentApiKey(k), key });
