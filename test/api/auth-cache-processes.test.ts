import assert from 'node:assert/strict';
import axios, { type AxiosInstance } from 'axios';
import { testEnv } from '../helpers/env';
import { waitFor } from '../helpers/wait-for';
import { startApiProcess, type ServiceProcess } from '../helpers/processes';
import { apiClient, createMemberSession, createTenantSession } from '../helpers/tenant';
import { superAdminToken } from '../helpers/trpc';

/** What the spec allows between a change and every API process acting on it. */
const PROPAGATION_MS = 1000;

const client = (base: string, token: string): AxiosInstance =>
  axios.create({ baseURL: `${base}/api`, validateStatus: () => true, headers: { Authorization: `Bearer ${token}` } });

/** Revokes a user's tokens with triggers off, so no process is told. */
async function revokeSilently(userId: number): Promise<void> {
  const { sequelize } = testEnv();
  await sequelize.transaction(async (transaction) => {
    await sequelize.query('SET LOCAL session_replication_role = replica', { transaction });
    await sequelize.query('UPDATE access_tokens SET revoked_at = now() WHERE user_id = $1', {
      bind: [userId],
      transaction,
    });
  });
}

/** Polls until `check` holds on the other process; fails when that takes a second or more after the change. */
const withinASecond = (check: () => Promise<boolean>) => waitFor(check, PROPAGATION_MS, 10);

describe('token changes reach every API process within a second (two API processes, cached tokens)', function () {
  this.timeout(180_000);
  let a: ServiceProcess & { url: string };
  let b: ServiceProcess & { url: string };
  before(async () => {
    [a, b] = await Promise.all([startApiProcess({}), startApiProcess({})]);
  });
  after(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
  });

  it('serves a live token from memory: revoked silently in the database (no notification), the process that cached it still answers', async () => {
    const session = await createTenantSession();
    assert.equal((await client(b.url, session.token).get('/me')).status, 200);
    await revokeSilently(session.admin.id);
    assert.equal(
      (await client(a.url, session.token).get('/me')).status,
      401,
      'a process that never saw the token asks the database',
    );
    assert.equal(
      (await client(b.url, session.token).get('/me')).status,
      200,
      'the cached identity is used without a database round trip',
    );
  });

  it('stops trusting its cache when its notification connection is lost: a silent revocation then takes effect within a second', async () => {
    const session = await createTenantSession();
    const onB = client(b.url, session.token);
    assert.equal((await onB.get('/me')).status, 200);
    const { sequelize } = testEnv();
    await sequelize.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'listen:auth_changed' AND datname = current_database()`,
    );
    await revokeSilently(session.admin.id);
    await withinASecond(async () => (await onB.get('/me')).status === 401);
    // Reconnected (after a second), it serves from memory again.
    await waitFor(
      async () => {
        const fresh = await createTenantSession();
        assert.equal((await client(b.url, fresh.token).get('/me')).status, 200);
        await revokeSilently(fresh.admin.id);
        return (await client(b.url, fresh.token).get('/me')).status === 200;
      },
      10_000,
      200,
    );
  });

  it('a logout through one process: the other answers 401 within a second', async () => {
    const session = await createTenantSession();
    assert.equal((await client(b.url, session.token).get('/me')).status, 200);
    assert.equal((await client(a.url, session.token).post('/logout')).status, 200);
    await withinASecond(async () => (await client(b.url, session.token).get('/me')).status === 401);
  });

  it("a password change through one process: the account's other tokens stop on the other within a second", async () => {
    const session = await createTenantSession();
    const other = await apiClient().post('/login', { email: session.admin.email, password: session.admin.password });
    assert.equal((await client(b.url, other.data.token).get('/me')).status, 200);
    const changed = await client(a.url, session.token).patch('/profile', {
      current_password: session.admin.password,
      new_password: 'a-new-password-42',
      new_password_confirmation: 'a-new-password-42',
    });
    assert.equal(changed.status, 200);
    await withinASecond(async () => (await client(b.url, other.data.token).get('/me')).status === 401);
    assert.equal(
      (await client(b.url, session.token).get('/me')).status,
      200,
      'the token that made the change stays valid',
    );
  });

  it('deactivating an organization through one process: its tokens answer 403 on the other within a second, and work again after reactivation', async () => {
    const session = await createTenantSession();
    const admin = await superAdminToken();
    const setActive = (active: boolean) =>
      axios.post(
        `${a.url}/trpc/admin.tenants.setActive`,
        { tenantId: session.tenant.id, active },
        { headers: { Authorization: `Bearer ${admin}` } },
      );
    assert.equal((await client(b.url, session.token).get('/me')).status, 200);
    assert.equal((await setActive(false)).status, 200);
    await withinASecond(async () => (await client(b.url, session.token).get('/me')).status === 403);
    assert.equal((await setActive(true)).status, 200);
    await withinASecond(async () => (await client(b.url, session.token).get('/me')).status === 200);
  });

  it('a changed permission list and a deleted user reach the other process within a second', async () => {
    const session = await createTenantSession();
    const member = await createMemberSession(session, ['contacts.view']);
    const onB = client(b.url, member.token);
    assert.deepEqual((await onB.get('/me')).data.permissions, ['contacts.view']);
    assert.equal(
      (await client(a.url, session.token).put(`/users/${member.id}`, { permissions: ['contacts.view', 'groups.view'] }))
        .status,
      200,
    );
    await withinASecond(
      async () =>
        JSON.stringify((await onB.get('/me')).data.permissions) === JSON.stringify(['contacts.view', 'groups.view']),
    );
    assert.equal((await onB.get('/groups')).status, 200);
    assert.equal((await client(a.url, session.token).delete(`/users/${member.id}`)).status, 200);
    await withinASecond(async () => (await onB.get('/me')).status === 401);
  });
});
