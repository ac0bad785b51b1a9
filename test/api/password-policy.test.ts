import assert from 'node:assert/strict';
import { apiClient, createTenantSession, uniqueName, type TenantSession } from '../helpers/tenant';
import { resetTokensMailedTo } from '../helpers/password-resets';
import { waitFor } from '../helpers/wait-for';
import { User } from '../../db/models';
import { hashPassword } from '../../infra/auth/passwords';

/** Each refused password and the message that must name the problem. */
const REFUSED: Array<[string, RegExp]> = [
  [' '.repeat(12), /spaces only/],
  ['\t'.repeat(3) + ' '.repeat(9), /spaces only/],
  ['kili-2026', /at least 10 characters/],
  ['Password123', /too common/],
  ['QWERTYUIOP', /too common/],
  ['1234567890', /too common/],
];
const ACCEPTED = 'kilimanjaro-2026';

interface PasswordPath {
  name: string;
  /** The field that carries the new password in the request body. */
  field: string;
  submit(password: string): Promise<{ status: number; data: { errors?: Record<string, string[]> } }>;
  /** True when the refused attempts left everything as it was. */
  unchanged(): Promise<boolean>;
}

async function registerPath(): Promise<PasswordPath> {
  const email = `${uniqueName('policy').replace(/\W+/g, '-')}@example.com`;
  return {
    name: 'POST /register',
    field: 'password',
    submit: (password) =>
      apiClient().post('/register', {
        org_name: uniqueName('Policy'),
        phone: '0712345678',
        name: 'Neema',
        email,
        password,
        password_confirmation: password,
      }),
    unchanged: async () => (await User.count({ where: { email } })) === 0,
  };
}

async function resetPath(session: TenantSession): Promise<PasswordPath> {
  await apiClient().post('/forgot-password', { email: session.admin.email });
  const [token] = await waitFor(() => resetTokensMailedTo(session.admin.email, 1));
  const hash = (await User.findByPk(session.admin.id))!.passwordHash;
  return {
    name: 'POST /reset-password',
    field: 'password',
    submit: (password) =>
      apiClient().post('/reset-password', {
        token,
        email: session.admin.email,
        password,
        password_confirmation: password,
      }),
    unchanged: async () => (await User.findByPk(session.admin.id))!.passwordHash === hash,
  };
}

async function profilePath(session: TenantSession): Promise<PasswordPath> {
  const hash = (await User.findByPk(session.admin.id))!.passwordHash;
  return {
    name: 'PATCH /profile',
    field: 'new_password',
    submit: (password) =>
      session.api.patch('/profile', {
        current_password: session.admin.password,
        new_password: password,
        new_password_confirmation: password,
      }),
    unchanged: async () => (await User.findByPk(session.admin.id))!.passwordHash === hash,
  };
}

async function newUserPath(session: TenantSession): Promise<PasswordPath> {
  const email = `${uniqueName('clerk').replace(/\W+/g, '-')}@example.com`;
  return {
    name: 'POST /users',
    field: 'password',
    submit: (password) =>
      session.api.post('/users', { name: 'Clerk', email, password, role: 'member', permissions: [] }),
    unchanged: async () => (await User.count({ where: { email } })) === 0,
  };
}

describe('password policy on every path that sets a password', () => {
  const builders: Array<[string, (s: TenantSession) => Promise<PasswordPath>]> = [
    ['POST /register', () => registerPath()],
    ['POST /reset-password', resetPath],
    ['PATCH /profile', profilePath],
    ['POST /users', newUserPath],
  ];
  for (const [name, build] of builders) {
    it(`${name}: refuses blank, short and common passwords with 422 naming the field, then takes a good one`, async () => {
      const path = await build(await createTenantSession());
      for (const [password, message] of REFUSED) {
        const res = await path.submit(password);
        assert.equal(res.status, 422, `${JSON.stringify(password)}: ${JSON.stringify(res.data)}`);
        assert.match(res.data.errors?.[path.field]?.join(' ') ?? '', message, JSON.stringify(password));
      }
      assert.ok(await path.unchanged(), 'a refused password changed nothing');
      const ok = await path.submit(ACCEPTED);
      assert.ok([200, 201].includes(ok.status), JSON.stringify(ok.data));
      assert.equal(await path.unchanged(), false);
    });
  }

  it('still logs in an account whose password predates the policy', async () => {
    const session = await createTenantSession();
    await User.update({ passwordHash: await hashPassword('abc123') }, { where: { id: session.admin.id } });
    const login = await apiClient().post('/login', { email: session.admin.email, password: 'abc123' });
    assert.equal(login.status, 200);
  });
});
