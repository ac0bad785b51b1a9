import assert from 'node:assert/strict';
import { apiClient, createMemberSession, createTenantSession } from '../helpers/tenant';
import { User } from '../../db/models';

describe('user management and permissions', () => {
  it('creates, lists, shows, updates and deletes users of the own organization', async () => {
    const owner = await createTenantSession();
    const email = `clerk-${Date.now()}@example.com`;
    const created = await owner.api.post('/users', {
      name: 'Clerk',
      email,
      password: 'clerk-pass-1',
      role: 'member',
      permissions: ['contacts.view', 'messages.send'],
    });
    assert.equal(created.status, 201);
    assert.deepEqual(created.data.data.permissions, ['messages.send', 'contacts.view']);
    const id = created.data.data.id;
    const list = await owner.api.get('/users', { params: { per_page: 1 } });
    assert.equal(list.status, 200);
    assert.equal(list.data.meta.total, 2);
    assert.equal(list.data.meta.per_page, 1);
    assert.match(list.data.links.next, /^http:\/\/127\.0\.0\.1:\d+\/api\/users\?per_page=1&page=2$/);
    assert.equal((await owner.api.get(`/users/${id}`)).data.data.email, email);
    const updated = await owner.api.put(`/users/${id}`, { name: 'Head Clerk', permissions: ['dashboard'] });
    assert.equal(updated.status, 200);
    assert.deepEqual(updated.data.data.permissions, ['dashboard']);
    assert.equal((await owner.api.delete(`/users/${id}`)).status, 200);
    assert.equal((await owner.api.get(`/users/${id}`)).status, 404);
  });

  it('refuses unknown permission strings with 422 naming them', async () => {
    const owner = await createTenantSession();
    const res = await owner.api.post('/users', {
      name: 'X',
      email: `x-${Date.now()}@example.com`,
      password: 'xx-pass-12',
      permissions: ['contacts.view', 'launch.rockets'],
    });
    assert.equal(res.status, 422);
    assert.match(res.data.errors.permissions[0], /launch\.rockets/);
  });

  it('gives a member exactly its permissions: 403 without, 200 with', async () => {
    const owner = await createTenantSession();
    const member = await createMemberSession(owner, ['users.view']);
    const me = await member.api.get('/me');
    assert.deepEqual(me.data.permissions, ['users.view']);
    assert.equal((await member.api.get('/users')).status, 200);
    const denied = await member.api.post('/users', {
      name: 'Y',
      email: `y-${Date.now()}@example.com`,
      password: 'yy-pass-12',
    });
    assert.equal(denied.status, 403);
    assert.equal(typeof denied.data.message, 'string');
    assert.equal((await member.api.delete(`/users/${owner.admin.id}`)).status, 403);
  });

  it('never lets the last admin be demoted or removed', async () => {
    const owner = await createTenantSession();
    const demote = await owner.api.put(`/users/${owner.admin.id}`, { role: 'member' });
    assert.equal(demote.status, 422);
    const remove = await owner.api.delete(`/users/${owner.admin.id}`);
    assert.equal(remove.status, 422);
    assert.equal((await owner.api.get('/me')).data.user.role, 'admin');
  });

  it('keeps one admin when two admins demote each other at the same time', async () => {
    const owner = await createTenantSession();
    const second = await owner.api.post('/users', {
      name: 'Second',
      email: `second-${Date.now()}@example.com`,
      password: 'second-pass',
      role: 'admin',
    });
    const results = await Promise.all([
      owner.api.put(`/users/${owner.admin.id}`, { role: 'member' }),
      owner.api.put(`/users/${second.data.data.id}`, { role: 'member' }),
    ]);
    assert.deepEqual(results.map((r) => r.status).sort(), [200, 422]);
    assert.equal(await User.count({ where: { tenantId: owner.tenant.id, role: 'admin' } }), 1);
  });

  it('never shows or touches the users of another organization', async () => {
    const [a, b] = await Promise.all([createTenantSession(), createTenantSession()]);
    const listed = await a.api.get('/users');
    assert.deepEqual(
      listed.data.data.map((u: { id: number }) => u.id),
      [a.admin.id],
    );
    assert.equal((await a.api.get(`/users/${b.admin.id}`)).status, 404);
    assert.equal((await a.api.put(`/users/${b.admin.id}`, { name: 'Hacked' })).status, 404);
    assert.equal((await a.api.delete(`/users/${b.admin.id}`)).status, 404);
    assert.equal((await b.api.get('/profile')).data.name, b.admin.name);
  });

  it('refuses tenant endpoints to a platform admin token', async () => {
    const login = await apiClient().post('/login', { email: 'root@platform.test', password: 'root-password-1' });
    const res = await apiClient(login.data.token).get('/users');
    assert.equal(res.status, 403);
  });
});
