import assert from 'node:assert/strict';
import axios, { type AxiosInstance } from 'axios';
import { QueryTypes } from 'sequelize';
import { testEnv } from '../helpers/env';
import { waitFor } from '../helpers/wait-for';
import { startApiProcess, type ServiceProcess } from '../helpers/processes';
import { apiClient, createMemberSession, createTenantSession, type TenantSession } from '../helpers/tenant';
import { creditTenant, balanceOf } from '../helpers/credits';
import { freshPhone } from '../helpers/contacts';
import { superAdminToken } from '../helpers/trpc';

/** What the spec allows between a revocation and every API process refusing the key. */
const PROPAGATION_MS = 1000;

const KEY_SHAPE = /^tzk_[A-Za-z0-9_-]{43}$/;

interface CreatedKey {
  id: number;
  key: string;
  prefix: string;
  permissions: string[];
}

async function createKey(
  session: TenantSession,
  permissions: string[],
  extra: { expires_at?: string } = {},
): Promise<CreatedKey> {
  const res = await session.api.post('/api-keys', { name: 'Billing system', permissions, ...extra });
  assert.equal(res.status, 201, JSON.stringify(res.data));
  return res.data.data as CreatedKey;
}

const onBase = (base: string, key: string): AxiosInstance =>
  axios.create({ baseURL: `${base}/api`, validateStatus: () => true, headers: { Authorization: `Bearer ${key}` } });

async function keyRow(id: number) {
  const [row] = await testEnv().sequelize.query<{ key_hash: string; prefix: string; last_used_at: Date | null }>(
    'SELECT key_hash, prefix, last_used_at FROM api_keys WHERE id = $1',
    { bind: [id], type: QueryTypes.SELECT },
  );
  return row;
}

describe('API keys', function () {
  this.timeout(120_000);

  it('POST /api-keys answers 201 with the key once (tzk_, 32 random bytes), keeps only its hash, and GET lists it without the key', async () => {
    const session = await createTenantSession();
    const res = await session.api.post('/api-keys', {
      name: 'Billing system',
      permissions: ['messages.send', 'contacts.view'],
    });
    assert.equal(res.status, 201, JSON.stringify(res.data));
    const created = res.data.data;
    assert.match(created.key, KEY_SHAPE);
    assert.equal(Buffer.from(created.key.slice(4), 'base64url').length, 32);
    assert.ok(created.key.startsWith(created.prefix) && created.prefix.length === 12, created.prefix);
    assert.deepEqual(created.permissions, ['messages.send', 'contacts.view']);
    assert.equal(created.last_used_at, null);
    assert.equal(created.expires_at, null);
    const row = await keyRow(created.id);
    assert.equal(row?.prefix, created.prefix);
    assert.match(row!.key_hash, /^[0-9a-f]{64}$/);
    assert.ok(!row!.key_hash.includes(created.key.slice(4)), 'the key is not stored in clear');

    const list = await session.api.get('/api-keys');
    assert.equal(list.status, 200);
    assert.deepEqual(list.data.data, [
      {
        id: created.id,
        name: 'Billing system',
        prefix: created.prefix,
        permissions: ['messages.send', 'contacts.view'],
        created_at: created.created_at,
        last_used_at: null,
        expires_at: null,
      },
    ]);
    assert.ok(!JSON.stringify(list.data).includes(created.key), 'never the key itself');
  });

  it('refuses unknown permissions and past expiries (422), members (403), and a key managing keys (403)', async () => {
    const session = await createTenantSession();
    const unknown = await session.api.post('/api-keys', { name: 'X', permissions: ['messages.send', 'root'] });
    assert.equal(unknown.status, 422);
    assert.match(unknown.data.errors.permissions[0], /Unknown permission\(s\): root/);
    const past = await session.api.post('/api-keys', {
      name: 'X',
      permissions: ['messages.send'],
      expires_at: '2020-01-01T00:00:00Z',
    });
    assert.equal(past.status, 422);
    assert.ok(past.data.errors.expires_at, JSON.stringify(past.data));
    const member = await createMemberSession(session, ['messages.send', 'users.add']);
    const byMember = await member.api.post('/api-keys', { name: 'X', permissions: ['messages.send'] });
    assert.equal(byMember.status, 403);
    const key = await createKey(session, ['messages.send', 'users.add', 'users.view']);
    const withKey = apiClient(key.key);
    assert.equal((await withKey.post('/api-keys', { name: 'Y', permissions: ['messages.send'] })).status, 403);
    assert.equal((await withKey.get('/api-keys')).status, 403);
    assert.equal((await withKey.delete(`/api-keys/${key.id}`)).status, 403);
    assert.equal(
      (await withKey.post('/users', { name: 'N', email: 'n@example.com', password: 'password-123' })).status,
      403,
    );
    assert.equal((await withKey.post('/logout')).status, 403);
    assert.equal((await withKey.get('/me')).status, 200, 'the key still works');
  });

  it("sends an SMS as its organization with the key's permissions: credits move, the message is the tenant's; a missing permission is 403", async () => {
    const session = await createTenantSession();
    await creditTenant(session.tenant.id, 'sms', 3);
    const key = await createKey(session, ['messages.send']);
    const withKey = apiClient(key.key);
    const me = await withKey.get('/me');
    assert.equal(me.status, 200);
    assert.deepEqual(me.data.permissions, ['messages.send']);
    assert.equal(me.data.tenant.id, session.tenant.id);
    const sent = await withKey.post('/sms/send', { to: freshPhone().local, text: 'Sent with an API key' });
    assert.equal(sent.status, 201, JSON.stringify(sent.data));
    assert.equal(await balanceOf(session.tenant.id, 'sms'), 2);
    const [message] = await testEnv().sequelize.query<{ tenant_id: number; user_id: number }>(
      'SELECT tenant_id, user_id FROM messages WHERE id = $1',
      { bind: [sent.data.data.id], type: QueryTypes.SELECT },
    );
    assert.deepEqual(message, { tenant_id: session.tenant.id, user_id: session.admin.id });
    const contacts = await withKey.get('/contacts');
    assert.equal(contacts.status, 403);
    assert.match(contacts.data.message, /contacts\.view/);
    // The use is noted (at most once a minute).
    assert.ok((await keyRow(key.id))?.last_used_at);
    const listed = await session.api.get('/api-keys');
    assert.ok(listed.data.data[0].last_used_at);
  });

  it("survives its creator's password change and logout", async () => {
    const session = await createTenantSession();
    const key = await createKey(session, ['contacts.view']);
    const withKey = apiClient(key.key);
    assert.equal((await withKey.get('/contacts')).status, 200);
    const changed = await session.api.patch('/profile', {
      current_password: session.admin.password,
      new_password: 'a-new-password-42',
      new_password_confirmation: 'a-new-password-42',
    });
    assert.equal(changed.status, 200, JSON.stringify(changed.data));
    assert.equal((await session.api.post('/logout')).status, 200);
    assert.equal((await session.api.get('/me')).status, 401);
    assert.equal((await withKey.get('/contacts')).status, 200);
    // A key cannot change its creator's password.
    const byKey = await withKey.patch('/profile', {
      current_password: 'a-new-password-42',
      new_password: 'another-password-42',
      new_password_confirmation: 'another-password-42',
    });
    assert.equal(byKey.status, 403);
  });

  it('answers 403 while its organization is inactive, like a token', async () => {
    const session = await createTenantSession();
    const key = await createKey(session, ['contacts.view']);
    const withKey = apiClient(key.key);
    assert.equal((await withKey.get('/contacts')).status, 200);
    const admin = await superAdminToken();
    const setActive = (active: boolean) =>
      axios.post(
        `${testEnv().baseUrl}/trpc/admin.tenants.setActive`,
        { tenantId: session.tenant.id, active },
        { headers: { Authorization: `Bearer ${admin}` } },
      );
    assert.equal((await setActive(false)).status, 200);
    const refused = await waitFor(
      async () => {
        const res = await withKey.get('/contacts');
        return res.status === 403 ? res : undefined;
      },
      PROPAGATION_MS,
      10,
    );
    assert.equal(refused.data.message, 'Your organization is inactive. Contact support.');
    assert.equal((await setActive(true)).status, 200);
    await waitFor(async () => (await withKey.get('/contacts')).status === 200, PROPAGATION_MS, 10);
  });

  it('an expired key, an unknown key and a malformed key answer 401', async () => {
    const session = await createTenantSession();
    const key = await createKey(session, ['contacts.view'], {
      expires_at: new Date(Date.now() + 3000).toISOString(),
    });
    const withKey = apiClient(key.key);
    assert.equal((await withKey.get('/contacts')).status, 200);
    await waitFor(async () => (await withKey.get('/contacts')).status === 401, 10_000, 100);
    const unknown = `tzk_${Buffer.alloc(32, 7).toString('base64url')}`;
    assert.equal((await apiClient(unknown).get('/me')).status, 401);
    assert.equal((await apiClient('tzk_short').get('/me')).status, 401);
  });

  it('never holds more than its creator holds now: a demoted creator narrows the key at once', async () => {
    const session = await createTenantSession();
    const other = await session.api.post('/users', {
      name: 'Second admin',
      email: `second-${Date.now()}@example.com`,
      password: 'password-123',
      role: 'admin',
    });
    assert.equal(other.status, 201);
    const login = await apiClient().post('/login', { email: other.data.data.email, password: 'password-123' });
    const key = await createKey({ ...session, api: apiClient(login.data.token as string) }, [
      'contacts.view',
      'groups.view',
    ]);
    const withKey = apiClient(key.key);
    assert.equal((await withKey.get('/groups')).status, 200);
    const demoted = await session.api.put(`/users/${other.data.data.id}`, {
      role: 'member',
      permissions: ['contacts.view'],
    });
    assert.equal(demoted.status, 200, JSON.stringify(demoted.data));
    await waitFor(async () => (await withKey.get('/groups')).status === 403, PROPAGATION_MS, 10);
    assert.deepEqual((await withKey.get('/me')).data.permissions, ['contacts.view']);
    assert.equal((await withKey.get('/contacts')).status, 200);
  });

  it('dies with its creator', async () => {
    const session = await createTenantSession();
    const other = await session.api.post('/users', {
      name: 'Second admin',
      email: `second-${Date.now()}@example.com`,
      password: 'password-123',
      role: 'admin',
    });
    assert.equal(other.status, 201);
    const login = await apiClient().post('/login', { email: other.data.data.email, password: 'password-123' });
    const secondAdmin = { ...session, api: apiClient(login.data.token as string) };
    const key = await createKey(secondAdmin, ['contacts.view']);
    assert.equal((await apiClient(key.key).get('/contacts')).status, 200);
    assert.equal((await session.api.delete(`/users/${other.data.data.id}`)).status, 200);
    assert.equal((await apiClient(key.key).get('/contacts')).status, 401);
  });

  it('another organization can neither list nor revoke the key (404), and a revoked key is gone from the list', async () => {
    const owner = await createTenantSession();
    const stranger = await createTenantSession();
    const key = await createKey(owner, ['contacts.view']);
    assert.deepEqual((await stranger.api.get('/api-keys')).data.data, []);
    assert.equal((await stranger.api.delete(`/api-keys/${key.id}`)).status, 404);
    assert.equal((await apiClient(key.key).get('/contacts')).status, 200);
    const revoked = await owner.api.delete(`/api-keys/${key.id}`);
    assert.deepEqual([revoked.status, revoked.data], [200, { message: 'API key revoked.' }]);
    assert.equal((await apiClient(key.key).get('/contacts')).status, 401);
    assert.deepEqual((await owner.api.get('/api-keys')).data.data, []);
    assert.equal((await owner.api.delete(`/api-keys/${key.id}`)).status, 404);
  });

  it('is in the OpenAPI document as a security scheme beside the bearer token', async () => {
    const doc = (await axios.get(`${testEnv().baseUrl}/openapi.json`)).data;
    assert.deepEqual(doc.components.securitySchemes.apiKey, {
      ...doc.components.securitySchemes.apiKey,
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'tzk_…',
    });
    assert.deepEqual(doc.security, [{ bearerAuth: [] }, { apiKey: [] }]);
    assert.equal(doc.paths['/sms/send'].post.security, undefined, 'a send takes either');
    assert.deepEqual(doc.paths['/api-keys'].post.security, [{ bearerAuth: [] }], 'keys are made by a signed-in admin');
    assert.ok(doc.paths['/api-keys/{api_key_id}'].delete);
  });
});

describe('API key revocation reaches every API process within a second (two API processes)', function () {
  this.timeout(120_000);
  let other: ServiceProcess & { url: string };
  before(async () => {
    other = await startApiProcess({});
  });
  after(async () => {
    await other?.stop();
  });

  it('the other process serves a known key from its cache, and refuses it (401) within a second of its revocation here', async () => {
    const session = await createTenantSession();
    const key = await createKey(session, ['contacts.view']);
    const there = onBase(other.url, key.key);
    assert.equal((await there.get('/contacts')).status, 200);
    // Revoked with triggers off (no notification): the other process still answers from its cache, keyed by hash.
    const { sequelize } = testEnv();
    await sequelize.transaction(async (transaction) => {
      await sequelize.query('SET LOCAL session_replication_role = replica', { transaction });
      await sequelize.query('UPDATE api_keys SET revoked_at = now() WHERE id = $1', { bind: [key.id], transaction });
    });
    assert.equal((await there.get('/contacts')).status, 200, 'served from memory');
    assert.equal((await apiClient(key.key).get('/contacts')).status, 401, 'this process never cached it');

    const live = await createKey(session, ['contacts.view']);
    const liveThere = onBase(other.url, live.key);
    assert.equal((await liveThere.get('/contacts')).status, 200);
    assert.equal((await session.api.delete(`/api-keys/${live.id}`)).status, 200);
    await waitFor(async () => (await liveThere.get('/contacts')).status === 401, PROPAGATION_MS, 10);
  });
});
