import { randomUUID } from 'node:crypto';
import axios, { type AxiosInstance } from 'axios';
import { testEnv } from './env';
import { checkResponseContract } from './response-contract';

/**
 * An axios client on the API that never throws on a status, so tests assert statuses themselves; but every answer
 * is held to /openapi.json (test/helpers/response-contract.ts) unless `contract: false` (a test that breaks the
 * server on purpose, e.g. stops its database).
 */
export function apiClient(token?: string, options: { contract?: boolean } = {}): AxiosInstance {
  const client = axios.create({
    baseURL: `${testEnv().baseUrl}/api`,
    validateStatus: () => true,
    headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  if (options.contract !== false) client.interceptors.response.use(checkResponseContract);
  return client;
}

export interface TenantSession {
  tenant: { id: number; name: string; slug: string };
  admin: { id: number; name: string; email: string; password: string };
  token: string;
  api: AxiosInstance;
}

let counter = 0;
const uniqueSuffix = () => `${Date.now().toString(36)}${(counter++).toString(36)}${randomUUID().slice(0, 4)}`;

/** Registers a fresh organization through the API; tests are isolated by tenant, not by truncating tables. */
export async function createTenantSession(
  overrides: { orgName?: string; email?: string } = {},
): Promise<TenantSession> {
  const suffix = uniqueSuffix();
  const password = 'password-123';
  const body = {
    org_name: overrides.orgName ?? `Org ${suffix}`,
    phone: '0712345678',
    name: `Admin ${suffix}`,
    email: overrides.email ?? `admin-${suffix}@example.com`,
    password,
    password_confirmation: password,
  };
  const res = await apiClient().post('/register', body);
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.data)}`);
  const { token, user } = res.data as {
    token: string;
    user: { id: number; name: string; email: string; tenant: TenantSession['tenant'] };
  };
  return {
    tenant: user.tenant,
    admin: { id: user.id, name: user.name, email: user.email, password },
    token,
    api: apiClient(token),
  };
}

/** Creates a `member` user with exactly these permissions and logs it in. */
export async function createMemberSession(
  owner: TenantSession,
  permissions: string[],
): Promise<{ id: number; token: string; api: AxiosInstance; email: string }> {
  const email = `member-${uniqueSuffix()}@example.com`;
  const created = await owner.api.post('/users', {
    name: 'Member',
    email,
    password: 'member-pass-1',
    role: 'member',
    permissions,
  });
  if (created.status !== 201)
    throw new Error(`create member failed: ${created.status} ${JSON.stringify(created.data)}`);
  const login = await apiClient().post('/login', { email, password: 'member-pass-1' });
  if (login.status !== 200) throw new Error(`member login failed: ${login.status}`);
  return {
    id: created.data.data.id as number,
    token: login.data.token as string,
    api: apiClient(login.data.token as string),
    email,
  };
}

export const uniqueName = (prefix: string): string => `${prefix} ${uniqueSuffix()}`;
