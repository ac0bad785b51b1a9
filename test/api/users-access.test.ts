import assert from 'node:assert/strict';
import type { AxiosInstance, AxiosResponse } from 'axios';
import { QueryTypes } from 'sequelize';
import { createMemberSession, createTenantSession, uniqueName } from '../helpers/tenant';
import { testEnv } from '../helpers/env';
import { assertMayGrant } from '../../api/http/auth/grants';
import { AppError } from '../../api/http/errors/errors';
import { TENANT_PERMISSIONS } from '../../domain/accounts/permissions';

interface UserRow {
  id: number;
  name: string;
  email: string;
  role: string;
  permissions: string[];
  password_hash: string;
}
type Rows = Map<number, UserRow>;

async function userRows(tenantId: number): Promise<Rows> {
  const rows = await testEnv().sequelize.query<UserRow>(
    'SELECT id, name, email, role, permissions, password_hash FROM users WHERE tenant_id = $1 ORDER BY id',
    { bind: [tenantId], type: QueryTypes.SELECT },
  );
  return new Map(rows.map((r) => [r.id, r]));
}

/** A tenant with an owner (admin), a second admin and a plain member, plus the acting user's client. */
interface Fixture {
  tenantId: number;
  actorId: number;
  actor: AxiosInstance;
  targets: Record<Target, number>;
}
type Target = 'self' | 'another member' | 'another admin';

const ACTORS = ['admin', 'users.view', 'users.add', 'users.edit', 'users.delete', 'all users.*'] as const;
type Actor = (typeof ACTORS)[number];
const ALL_USER_PERMISSIONS = ['users.view', 'users.add', 'users.edit', 'users.delete'];

async function buildFixture(actor: Actor): Promise<Fixture> {
  const owner = await createTenantSession();
  const second = await owner.api.post('/users', {
    name: 'Second admin',
    email: `${uniqueName('second').replace(/\W+/g, '-')}@example.com`,
    password: 'second-admin-pass',
    role: 'admin',
  });
  const plain = await createMemberSession(owner, ['contacts.view']);
  if (actor === 'admin') {
    return {
      tenantId: owner.tenant.id,
      actorId: owner.admin.id,
      actor: owner.api,
      targets: { self: owner.admin.id, 'another member': plain.id, 'another admin': second.data.data.id },
    };
  }
  const member = await createMemberSession(owner, actor === 'all users.*' ? ALL_USER_PERMISSIONS : [actor]);
  return {
    tenantId: owner.tenant.id,
    actorId: member.id,
    actor: member.api,
    targets: { self: member.id, 'another member': plain.id, 'another admin': owner.admin.id },
  };
}

/** What an action does to the target's row when it is allowed (null: the row is gone). */
type RowChange = (row: UserRow) => UserRow | null;
interface Action {
  name: string;
  run(api: AxiosInstance, targetId: number): Promise<AxiosResponse>;
  /** The status an admin gets, and the change it makes, for this target. */
  byAdmin(target: Target): { status: number; change?: RowChange };
}

const GRANTED = ['contacts.delete', 'users.delete'];
const newEmail = () => `${uniqueName('renamed').replace(/\W+/g, '-')}@example.com`;
let lastEmail = '';

const ACTIONS: Action[] = [
  { name: 'read', run: (api, id) => api.get(`/users/${id}`), byAdmin: () => ({ status: 200 }) },
  {
    name: 'make admin',
    run: (api, id) => api.put(`/users/${id}`, { role: 'admin' }),
    byAdmin: () => ({ status: 200, change: (r) => ({ ...r, role: 'admin' }) }),
  },
  {
    name: 'make member',
    run: (api, id) => api.put(`/users/${id}`, { role: 'member', permissions: [] }),
    byAdmin: () => ({ status: 200, change: (r) => ({ ...r, role: 'member', permissions: [] }) }),
  },
  {
    name: 'grant permissions',
    run: (api, id) => api.put(`/users/${id}`, { permissions: GRANTED }),
    byAdmin: () => ({ status: 200, change: (r) => ({ ...r, permissions: GRANTED }) }),
  },
  {
    name: 'rename',
    run: (api, id) => api.put(`/users/${id}`, { name: 'Renamed' }),
    byAdmin: () => ({ status: 200, change: (r) => ({ ...r, name: 'Renamed' }) }),
  },
  {
    name: 'change email',
    run: (api, id) => api.put(`/users/${id}`, { email: (lastEmail = newEmail()) }),
    byAdmin: () => ({ status: 200, change: (r) => ({ ...r, email: lastEmail }) }),
  },
  {
    name: 'set password',
    run: (api, id) => api.put(`/users/${id}`, { password: 'taken-over-pass-1' }),
    byAdmin: () => ({ status: 422 }),
  },
  {
    name: 'delete',
    run: (api, id) => api.delete(`/users/${id}`),
    byAdmin: (t) => (t === 'self' ? { status: 422 } : { status: 200, change: () => null }),
  },
  { name: 'send reset', run: (api, id) => api.post(`/users/${id}/password-reset`), byAdmin: () => ({ status: 202 }) },
];

/** What a member gets: reads with users.view, 403 for every write whatever users.* permission it holds. */
function byMember(actor: Actor, action: Action): number {
  if (action.name !== 'read') return 403;
  return actor === 'users.view' || actor === 'all users.*' ? 200 : 403;
}

function expectedRows(before: Rows, targetId: number, change: RowChange | undefined): Rows {
  const after = new Map(before);
  if (!change) return after;
  const changed = change(before.get(targetId)!);
  if (changed) after.set(targetId, changed);
  else after.delete(targetId);
  return after;
}

describe('user management: every actor × target × field', function () {
  this.timeout(240_000);
  const memberFixtures = new Map<Actor, Fixture>();

  /** Refused actions change nothing, so members share one fixture; each allowed admin action gets a fresh one. */
  async function fixtureFor(actor: Actor): Promise<Fixture> {
    if (actor === 'admin') return buildFixture(actor);
    if (!memberFixtures.has(actor)) memberFixtures.set(actor, await buildFixture(actor));
    return memberFixtures.get(actor)!;
  }

  for (const actor of ACTORS) {
    for (const target of ['self', 'another member', 'another admin'] as const) {
      for (const action of ACTIONS) {
        const outcome = actor === 'admin' ? action.byAdmin(target) : { status: byMember(actor, action) };
        it(`${actor} → ${action.name} on ${target}: ${outcome.status}`, async () => {
          const fixture = await fixtureFor(actor);
          const before = await userRows(fixture.tenantId);
          const res = await action.run(fixture.actor, fixture.targets[target]);
          assert.equal(res.status, outcome.status, JSON.stringify(res.data));
          if (outcome.status >= 400) assert.equal(typeof res.data.message, 'string');
          const change = 'change' in outcome ? outcome.change : undefined;
          assert.deepEqual(await userRows(fixture.tenantId), expectedRows(before, fixture.targets[target], change));
        });
      }
    }
  }

  for (const actor of ACTORS) {
    for (const [kind, body] of [
      ['an admin', { role: 'admin' }],
      [
        'a member with permissions the actor lacks',
        { role: 'member', permissions: ['contacts.delete', 'templates.add'] },
      ],
    ] as const) {
      const status = actor === 'admin' ? 201 : 403;
      it(`${actor} → create ${kind}: ${status}`, async () => {
        const fixture = await fixtureFor(actor);
        const before = await userRows(fixture.tenantId);
        const email = newEmail();
        const res = await fixture.actor.post('/users', { name: 'New', email, password: 'new-user-pass-1', ...body });
        assert.equal(res.status, status, JSON.stringify(res.data));
        const after = await userRows(fixture.tenantId);
        assert.equal(after.size, before.size + (status === 201 ? 1 : 0));
        const created = [...after.values()].find((r) => r.email === email);
        assert.equal(created?.role, status === 201 ? body.role : undefined);
      });
    }
  }
});

describe('assertMayGrant', () => {
  const grants = (
    actor: { role: 'admin' | 'member'; permissions: string[] },
    grant: Parameters<typeof assertMayGrant>[1],
  ) => {
    try {
      assertMayGrant(actor, grant);
      return 'allowed';
    } catch (err) {
      assert.ok(err instanceof AppError && err.status === 403, String(err));
      return 'refused';
    }
  };

  it('lets nobody grant a role or a permission it does not hold', () => {
    const admin = { role: 'admin' as const, permissions: [...TENANT_PERMISSIONS] };
    for (const held of [[], ['users.add'], ALL_USER_PERMISSIONS, ['contacts.view', 'users.edit']]) {
      const member = { role: 'member' as const, permissions: held };
      assert.equal(grants(member, { role: 'admin' }), 'refused', `${held} → admin`);
      assert.equal(grants(member, { role: 'member', permissions: held }), 'allowed', `${held} → own permissions`);
      for (const permission of TENANT_PERMISSIONS) {
        assert.equal(
          grants(member, { permissions: [permission] }),
          held.includes(permission) ? 'allowed' : 'refused',
          `${held} → ${permission}`,
        );
        assert.equal(grants(admin, { role: 'admin', permissions: [permission] }), 'allowed');
      }
    }
  });
});
