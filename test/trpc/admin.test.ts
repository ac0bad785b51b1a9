import assert from 'node:assert/strict';
import axios from 'axios';
import { apiClient, createTenantSession } from '../helpers/tenant';
import { testEnv } from '../helpers/env';

/** tRPC over HTTP exactly as docs/decisions.md §1 describes it: plain JSON, no transformer. */
function trpc(token?: string) {
  const http = axios.create({
    baseURL: `${testEnv().baseUrl}/trpc`,
    validateStatus: () => true,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  return {
    query: (path: string, input: unknown = {}) => http.get(`/${path}`, { params: { input: JSON.stringify(input) } }),
    mutate: (path: string, input: unknown) => http.post(`/${path}`, input),
  };
}

async function superAdminToken(): Promise<string> {
  const res = await apiClient().post('/login', { email: 'root@platform.test', password: 'root-password-1' });
  assert.equal(res.status, 200);
  return res.data.token;
}

describe('admin tRPC', () => {
  it('refuses callers without a token (UNAUTHORIZED) and tenant users (FORBIDDEN)', async () => {
    const anonymous = await trpc().query('admin.tenants.list');
    assert.equal(anonymous.status, 401);
    assert.equal(anonymous.data.error.data.code, 'UNAUTHORIZED');
    const tenantUser = await createTenantSession();
    const forbidden = await trpc(tenantUser.token).mutate('admin.tenants.setActive', {
      tenantId: tenantUser.tenant.id,
      active: false,
    });
    assert.equal(forbidden.status, 403);
    assert.equal(forbidden.data.error.data.code, 'FORBIDDEN');
    assert.equal((await tenantUser.api.get('/me')).status, 200, 'the tenant was not deactivated');
  });

  it('answers bad input with BAD_REQUEST and never a server stack trace', async () => {
    const res = await trpc(await superAdminToken()).mutate('admin.tenants.setActive', { active: 'yes' });
    assert.equal(res.status, 400);
    assert.equal(res.data.error.data.code, 'BAD_REQUEST');
    assert.equal(res.data.error.data.stack, undefined);
  });

  it('lists tenants with users count, balances and active flag, searchable', async () => {
    const session = await createTenantSession();
    const res = await trpc(await superAdminToken()).query('admin.tenants.list', { search: session.tenant.slug });
    assert.equal(res.status, 200);
    assert.deepEqual(
      res.data.result.data.data.map((t: { id: number }) => t.id),
      [session.tenant.id],
    );
    const row = res.data.result.data.data[0];
    assert.equal(row.users_count, 1);
    assert.equal(row.sms_balance, 0);
    assert.equal(row.is_active, true);
  });

  it('deactivates an organization: its users can no longer log in or use their tokens; reactivation restores them', async () => {
    const session = await createTenantSession();
    const admin = trpc(await superAdminToken());
    const off = await admin.mutate('admin.tenants.setActive', { tenantId: session.tenant.id, active: false });
    assert.equal(off.status, 200);
    assert.equal(off.data.result.data.is_active, false);
    assert.equal((await session.api.get('/me')).status, 403);
    assert.equal(
      (await apiClient().post('/login', { email: session.admin.email, password: session.admin.password })).status,
      403,
    );
    await admin.mutate('admin.tenants.setActive', { tenantId: session.tenant.id, active: true });
    assert.equal((await session.api.get('/me')).status, 200);
  });

  it('validates input and reports unknown tenants', async () => {
    const admin = trpc(await superAdminToken());
    const bad = await admin.mutate('admin.tenants.setActive', { tenantId: 'x', active: 'maybe' });
    assert.equal(bad.status, 400);
    const missing = await admin.mutate('admin.tenants.setActive', { tenantId: 999999, active: false });
    assert.equal(missing.status, 404);
  });

  it('returns platform totals', async () => {
    await createTenantSession();
    const res = await trpc(await superAdminToken()).query('admin.stats');
    assert.equal(res.status, 200);
    const stats = res.data.result.data;
    assert.ok(stats.tenants >= 1 && stats.users >= stats.tenants);
    assert.equal(typeof stats.messages_today, 'number');
  });
});
