import assert from 'node:assert/strict';
import jwt from 'jsonwebtoken';
import { apiClient, createTenantSession } from '../helpers/tenant';
import { testEnv } from '../helpers/env';
import { AccessToken } from '../../db/models';

describe('GET /me and /profile', () => {
  it('returns the user, tenant and permissions of the token holder', async () => {
    const session = await createTenantSession();
    const me = await session.api.get('/me');
    assert.equal(me.status, 200);
    assert.equal(me.data.user_type, 'user');
    assert.deepEqual(me.data.tenant, session.tenant);
    assert.equal(me.data.user.email, session.admin.email);
    assert.ok(me.data.permissions.includes('dashboard'));
    const profile = await session.api.get('/profile');
    assert.deepEqual(profile.data, {
      id: session.admin.id,
      name: session.admin.name,
      email: session.admin.email,
      role: 'admin',
      tenant: session.tenant,
    });
  });

  it('answers 401 for a missing, malformed, foreign-signed, expired or unknown token', async () => {
    const session = await createTenantSession();
    const { jti } = jwt.decode(session.token) as { jti: string };
    const foreign = jwt.sign({ typ: 'user' }, 'another-secret', { jwtid: jti, subject: `user:${session.admin.id}` });
    const expired = jwt.sign({ typ: 'user', exp: Math.floor(Date.now() / 1000) - 10 }, testEnv().config.jwtSecret, {
      jwtid: jti,
    });
    const unknown = jwt.sign({ typ: 'user' }, testEnv().config.jwtSecret, {
      jwtid: '00000000-0000-4000-8000-000000000000',
    });
    for (const header of [
      undefined,
      'Bearer',
      'Bearer not.a.jwt',
      `Basic ${session.token}`,
      `Bearer ${foreign}`,
      `Bearer ${expired}`,
      `Bearer ${unknown}`,
    ]) {
      const res = await apiClient().get('/me', { headers: header ? { Authorization: header } : {} });
      assert.equal(res.status, 401, String(header));
      assert.equal(typeof res.data.message, 'string');
    }
  });

  it('refuses a token whose database expiry has passed even if the JWT is still valid', async () => {
    const session = await createTenantSession();
    const { jti } = jwt.decode(session.token) as { jti: string };
    await AccessToken.update({ expiresAt: new Date(Date.now() - 1000) }, { where: { id: jti } });
    assert.equal((await session.api.get('/me')).status, 401);
  });
});

describe('PATCH /profile', () => {
  it('updates name and email', async () => {
    const session = await createTenantSession();
    const email = `renamed-${Date.now()}@example.com`;
    const res = await session.api.patch('/profile', {
      name: 'Juma Ally',
      email,
      current_password: session.admin.password,
    });
    assert.equal(res.status, 200);
    assert.equal(res.data.name, 'Juma Ally');
    assert.equal((await session.api.get('/profile')).data.email, email);
  });

  it('refuses an email used by another account', async () => {
    const [a, b] = await Promise.all([createTenantSession(), createTenantSession()]);
    const res = await a.api.patch('/profile', { email: b.admin.email, current_password: a.admin.password });
    assert.equal(res.status, 422);
    assert.ok(res.data.errors.email);
  });

  it('changes the password only with the right current password and a matching confirmation', async () => {
    const session = await createTenantSession();
    const wrong = await session.api.patch('/profile', {
      current_password: 'wrong-password',
      new_password: 'brand-new-1',
      new_password_confirmation: 'brand-new-1',
    });
    assert.equal(wrong.status, 422);
    assert.ok(wrong.data.errors.current_password);
    const mismatch = await session.api.patch('/profile', {
      current_password: session.admin.password,
      new_password: 'brand-new-1',
      new_password_confirmation: 'other-one-1',
    });
    assert.equal(mismatch.status, 422);
    assert.ok(mismatch.data.errors.new_password_confirmation);
    const ok = await session.api.patch('/profile', {
      current_password: session.admin.password,
      new_password: 'brand-new-1',
      new_password_confirmation: 'brand-new-1',
    });
    assert.equal(ok.status, 200);
    assert.equal(
      (await apiClient().post('/login', { email: session.admin.email, password: session.admin.password })).status,
      401,
    );
    assert.equal(
      (await apiClient().post('/login', { email: session.admin.email, password: 'brand-new-1' })).status,
      200,
    );
  });
});

describe('POST /logout', () => {
  it('revokes only the token used, for every later request', async () => {
    const session = await createTenantSession();
    const second = await apiClient().post('/login', { email: session.admin.email, password: session.admin.password });
    const res = await session.api.post('/logout');
    assert.equal(res.status, 200);
    assert.equal((await session.api.get('/me')).status, 401);
    assert.equal((await session.api.post('/logout')).status, 401);
    assert.equal((await apiClient(second.data.token).get('/me')).status, 200);
    const { jti } = jwt.decode(session.token) as { jti: string };
    assert.ok((await AccessToken.findByPk(jti))?.revokedAt instanceof Date);
  });
});

describe('GET /balance', () => {
  it('starts both wallets at zero', async () => {
    const session = await createTenantSession();
    const res = await session.api.get('/balance');
    assert.equal(res.status, 200);
    assert.deepEqual(res.data, { sms_balance: 0, chat_balance: 0 });
  });
});
