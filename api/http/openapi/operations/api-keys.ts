import type { Operation } from '../operation';
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
    success: {
      status: 200,
      description: 'paginated {id, name, prefix, permissions, created_at, last_used_at, expires_at}',
    },
  },
  {
    method: 'post',
    path: '/api-keys',
    tag,
    summary:
      'Create an API key with a subset of your own permissions and an optional expiry (role admin only); the answer holds the key, shown this once',
    sessionOnly: true,
    body: createApiKeySchema,
    success: {
      status: 201,
      description: '{data: {id, name, prefix, permissions, created_at, last_used_at, expires_at, key}}',
    },
    errors: [403, 422],
  },
  {
    method: 'delete',
    path: '/api-keys/{api_key_id}',
    tag,
    summary: 'Revoke an API key: every API process refuses it (401) within a second (role admin only)',
    sessionOnly: true,
    success: { status: 200, description: '{message}' },
    errors: [404],
  },
];
