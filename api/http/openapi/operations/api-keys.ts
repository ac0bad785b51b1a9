import type { Operation } from '../operation';
import { DataOf, MessageOnly, Paginated } from '../response-schema';
import { ApiKeySchema, CreatedApiKeySchema } from '../../../accounts/presenters/api-key';
import { createApiKeySchema, listApiKeysQuery } from '../../../accounts/schemas/api-keys';

const tag = 'API keys';
export const apiKeyOperations: Operation[] = [
  {
    method: 'get',
    path: '/api-keys',
    tag,
    summary:
      "List the organization's unrevoked API keys: prefix, name, permissions and dates, never the key (role admin only)",
    sessionOnly: true,
    query: listApiKeysQuery,
    success: { status: 200, description: 'A page of API keys', schema: Paginated(ApiKeySchema) },
    errors: [422],
  },
  {
    method: 'post',
    path: '/api-keys',
    tag,
    summary:
      'Create an API key with a subset of your own permissions and an optional expiry (role admin only); the answer holds the key, shown this once',
    sessionOnly: true,
    body: createApiKeySchema,
    success: { status: 201, description: 'The new key, with the key itself', schema: DataOf(CreatedApiKeySchema) },
    errors: [403, 422],
  },
  {
    method: 'delete',
    path: '/api-keys/{api_key_id}',
    tag,
    summary: 'Revoke an API key: every API process refuses it (401) within a second (role admin only)',
    sessionOnly: true,
    success: { status: 200, description: 'The key is revoked', schema: MessageOnly },
    errors: [404],
  },
];
