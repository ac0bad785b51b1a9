import assert from 'node:assert/strict';
import { apiClient, createTenantSession, uniqueName } from '../helpers/tenant';
import { testEnv } from '../helpers/env';
import { waitFor } from '../helpers/wait-for';
import { Tenant, User, CreditWallet } from '../../db/models';

const strongPassword = 'password-123';
const registration = (overrides: Record<string, unknown> = {}) => {
  const name = uniqueName('Harusi');
  return {
    org_name: name,
    phone: '+255 712 345 678',
    name: 'Neema Mushi',
    email: `${name.replace(/\W+/g, '-').toLowerCase()}@example.com`,
    password: strongPassword,
    password_confirmation: strongPassword,
    ...overrides,
  };
};

describe('POST /register', () => {
  it('creates the tenant, its first admin and empty wallets, and returns a working token', async () => {
    const body = registration({ org_name: 'Harusi ya Neema & Juma ' + Date.now() });
    const res = await apiClient().post('/register', body);
    assert.equal(res.status, 201);
    assert.equal(res.data.user_type, 'user');
    assert.equal(res.data.user.role, 'admin');
    assert.equal(res.data.user.email, body.email);
    assert.match(res.data.user.tenant.slug, /^harusi-ya-neema-and-juma-\d+$/);
    const tenant = await Tenant.findByPk(res.data.user.tenant.id);
    assert.equal(tenant?.phone, '255712345678');
    assert.equal(await CreditWallet.count({ where: { tenantId: tenant!.id } }), 2);
    const me = await apiClient(res.data.token).get('/me');
    assert.equal(me.status, 200);
    assert.equal(me.data.user.id, res.data.user.id);
  });

  it('answers 422 naming org_name when the slug is taken, and email when the email is taken', async () => {
    const first = registration();
    assert.equal((await apiClient().post('/register', first)).status, 201);
    const sameOrg = await apiClient().post('/register', registration({ org_name: first.org_name.toUpperCase() + '!' }));
    assert.equal(sameOrg.status, 422);
    assert.ok(sameOrg.data.errors.org_name);
    const sameEmail = await apiClient().post('/register', registration({ email: first.email.toUpperCase() }));
    assert.equal(sameEmail.status, 422);
    assert.deepEqual(Object.keys(sameEmail.data.errors), ['email']);
  });

  it('lets exactly one of two concurrent registrations of the same organization win', async () => {
    const body = registration();
    const results = await Promise.all([
      apiClient().post('/register', body),
      apiClient().post('/register', { ...body, email: `other-${body.email}` }),
    ]);
    assert.deepEqual(results.map((r) => r.status).sort(), [201, 422]);
    assert.equal(await Tenant.count({ where: { name: body.org_name } }), 1);
  });

  it('validates every field with the {message, errors} shape', async () => {
    const res = await apiClient().post('/register', {
      org_name: '',
      phone: '12345',
      email: 'not-an-email',
      password: 'short',
      password_confirmation: 'other',
    });
    assert.equal(res.status, 422);
    assert.equal(typeof res.data.message, 'string');
    for (const field of ['org_name', 'phone', 'name', 'email', 'password', 'password_confirmation']) {
      assert.ok(Array.isArray(res.data.errors[field]), `errors.${field}`);
    }
  });

  it('refuses numbers that are not Tanzanian mobiles', async () => {
    for (const phone of ['+254712345678', '0222110000', '071234']) {
      const res = await apiClient().post('/register', registration({ phone }));
      assert.equal(res.status, 422, phone);
      assert.ok(res.data.errors.phone, phone);
    }
  });
});

describe('POST /login', () => {
  it('returns the token, user and the full permission list of an admin', async () => {
    const session = await createTenantSession();
    const res = await apiClient().post('/login', {
      email: session.admin.email.toUpperCase(),
      password: session.admin.password,
    });
    assert.equal(res.status, 200);
    assert.equal(res.data.user_type, 'user');
    assert.equal(res.data.user.tenant.id, session.tenant.id);
    assert.ok(res.data.permissions.includes('messages.send'));
    assert.ok(res.data.permissions.includes('users.delete'));
  });

  it('answers 401 with a message for a wrong password and for an unknown email', async () => {
    const session = await createTenantSession();
    const wrong = await apiClient().post('/login', { email: session.admin.email, password: 'nope-nope-nope' });
    assert.equal(wrong.status, 401);
    assert.equal(typeof wrong.data.message, 'string');
    const unknown = await apiClient().post('/login', { email: 'nobody@example.com', password: 'whatever1' });
    assert.equal(unknown.status, 401);
    assert.equal(unknown.data.message, wrong.data.message);
  });

  it('logs the platform admin in first, as super_admin', async () => {
    const { config } = testEnv();
    const res = await apiClient().post('/login', {
      email: config.superAdminEmail,
      password: config.superAdminPassword,
    });
    assert.equal(res.status, 200);
    assert.equal(res.data.user_type, 'super_admin');
    assert.equal(res.data.user.tenant, null);
  });

  it('answers 403 for a user of an inactive organization, and their existing tokens stop working within a second', async () => {
    const session = await createTenantSession();
    assert.equal((await session.api.get('/me')).status, 200); // the API now holds the token in its cache
    // Changed behind the API's back (not through a route of this process): the database's notification reaches it.
    await Tenant.update({ isActive: false }, { where: { id: session.tenant.id } });
    const login = await apiClient().post('/login', { email: session.admin.email, password: session.admin.password });
    assert.equal(login.status, 403);
    await waitFor(async () => (await session.api.get('/me')).status === 403, 1000, 20);
    await Tenant.update({ isActive: true }, { where: { id: session.tenant.id } });
    await waitFor(async () => (await session.api.get('/me')).status === 200, 1000, 20);
  });

  it('stores passwords as argon2id hashes, never as given', async () => {
    const session = await createTenantSession();
    const user = await User.findByPk(session.admin.id);
    assert.match(user!.passwordHash, /^\$argon2id\$/);
    assert.ok(!user!.passwordHash.includes(session.admin.password));
  });
});
