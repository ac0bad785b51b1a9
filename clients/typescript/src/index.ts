import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './schema';

export type { components, operations, paths } from './schema';

/** The typed client: `GET`, `POST`, `PUT`, `PATCH`, `DELETE` on the document's paths, each answer typed by its status. */
export type ApiClient = Client<paths>;

/**
 * A client of the API of the platform at `baseUrl` (its site, e.g. `https://sms.example.co.tz`; the API is under
 * `/api`), acting with `token`: an API key (`tzk_…`, POST /api-keys) or a session token (POST /login). Without one
 * only the public operations answer (register, login, password reset).
 */
export function createApiClient(baseUrl: string, token?: string): ApiClient {
  return createClient<paths>({
    baseUrl: `${baseUrl.replace(/\/+$/, '')}/api`,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
}
