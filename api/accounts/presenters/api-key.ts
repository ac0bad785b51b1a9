import type { ApiKeyRecord } from '../../../db/accounts/api-keys';
import { Id, NullableTimestamp, Resource, Timestamp, Type, type Static } from '../../http/openapi/response-schema';
import { PermissionSchema } from './user';

const apiKeyProperties = {
  id: Id,
  name: Type.String({ examples: ['Billing system'] }),
  prefix: Type.String({ description: 'The first characters of the key, to recognize it', examples: ['tzk_3fA9'] }),
  permissions: Type.Array(PermissionSchema),
  created_at: Timestamp,
  last_used_at: NullableTimestamp,
  expires_at: NullableTimestamp,
};

export const ApiKeySchema = Resource(
  'ApiKey',
  apiKeyProperties,
  'An API key of the organization: never the key itself',
);
export type ApiKey = Static<typeof ApiKeySchema>;

export const CreatedApiKeySchema = Resource(
  'CreatedApiKey',
  {
    ...apiKeyProperties,
    key: Type.String({ description: 'The key, shown only in this answer', examples: ['tzk_3fA9…'] }),
  },
  'A new API key with the key itself, shown this once',
);
export type CreatedApiKey = Static<typeof CreatedApiKeySchema>;

/** A key as its organization lists it: its first characters, never the key. */
export const presentApiKey = (k: ApiKeyRecord): ApiKey => ({
  id: k.id,
  name: k.name,
  prefix: k.prefix,
  permissions: k.permissions,
  created_at: k.created_at,
  last_used_at: k.last_used_at,
  expires_at: k.expires_at,
});

/** The creation answer: the key itself, shown this once. */
export const presentCreatedApiKey = (k: ApiKeyRecord, key: string): CreatedApiKey => ({ ...presentApiKey(k), key });
