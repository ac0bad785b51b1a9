import assert from 'node:assert/strict';
import type { AxiosInstance } from 'axios';
import { QueryTypes } from 'sequelize';
import { testEnv } from '../helpers/env';
import { apiClient, createTenantSession, uniqueName, type TenantSession } from '../helpers/tenant';
import { creditTenant } from '../helpers/credits';
import { readApiOperations, type ApiOperation } from '../helpers/openapi';
import { tenantFingerprint } from '../helpers/fingerprint';
import { validRequest, validStatus } from '../helpers/valid-requests';
import { waitFor } from '../helpers/wait-for';
import { issueToken } from '../../use-cases/accounts/access-tokens';
import { TENANT_PERMISSIONS } from '../../domain/accounts/permissions';

/** The last nine digits of a Tanzanian number, however it is written (0712…, 255712…, +255712…). */
const national = (phone: string): string => phone.replace(/\D/g, '').slice(-9);

/** What the providers received for these numbers: SMS and chat messages to them, and every checkout order. */
function providerCalls(numbers: Set<string>): { sms: number; chat: number; orders: number } {
  const { sms, chat, payment } = testEnv().sandboxes;
  return {
    sms: sms.store.allMessages().filter((m) => numbers.has(national(m.to))).length,
    chat: chat.store.allMessages().filter((m) => numbers.has(national(m.to))).length,
    orders: payment.store.orders.size,
  };
}

/** The numbers a request could reach: those its body names and every contact of the organization. */
async function reachableNumbers(tenantId: number, body: unknown): Promise<Set<string>> {
  const contacts = await testEnv().sequelize.query<{ phone: string }>(
    'SELECT phone FROM contacts WHERE tenant_id = $1',
    { bind: [tenantId], type: QueryTypes.SELECT },
  );
  const named = JSON.stringify(body ?? null).match(/\+?\d{10,12}/g) ?? [];
  return new Set([...contacts.map((c) => c.phone), ...named].map(national));
}

/** Waits until every batch of the organization has turned its recipients into message rows (done in the background). */
async function batchesMaterialized(tenantId: number): Promise<void> {
  await waitFor(async () => {
    const [row] = await testEnv().sequelize.query<{ pending: boolean }>(
      'SELECT EXISTS (SELECT 1 FROM send_batches WHERE tenant_id = $1 AND materialized < total) AS pending',
      { bind: [tenantId], type: QueryTypes.SELECT },
    );
    return !row.pending;
  });
}

/** Operations that also want role admin: a member holding the permission still gets 403 (the summary says so). */
const ROLE_ADMIN_TOO: Record<string, string> = {
  'POST /users': 'creating a user is for role admin only',
  'PUT /users/{user_id}': 'changing a user is for role admin only',
  'DELETE /users/{user_id}': 'deleting a user is for role admin only',
  'POST /users/{user_id}/password-reset': "mailing a user's reset link is for role admin only",
};

/**
 * Permissions that are enough only on the holder's own records: the request here acts on a record someone else made,
 * so the holder still gets 403 (test/api/event-check-ins.test.ts covers the holder's own).
 */
const OWN_RECORDS_ONLY: Record<string, string> = {
  'DELETE /events/{event_id}/check-ins/{check_in_id} events.check_in':
    'an usher undoes only their own check-in, within 10 minutes',
};

/**
 * Permissions that are enough only with the permissions a grant hands on: nobody gives what they do not hold, so the
 * holder of this one alone still gets 403 (test/api/event-members.test.ts covers a holder who has them).
 */
const GRANTS_HELD_TOO: Record<string, string> = {
  'POST /events/{event_id}/members events.edit': "giving a committee role needs the role's permissions too",
};

/**
 * Generated from /openapi.json: every operation that declares its permissions (`x-permissions`, any one of them)
 * is called by a member holding every other permission, with a request the admin's would succeed with (fresh records
 * of the organization's own, credits to spend, a send without a schedule). It must answer 403 and write nothing: no
 * row of the organization changes, no balance moves, no provider receives anything. Then a member holding only one of
 * the declared permissions sends it again and gets the success: the declared permission is also enough.
 */
describe('permissions: every operation with a declared permission, called by a member without it', function () {
  this.timeout(300_000);
  let operations: ApiOperation[];
  let owner: TenantSession;
  /** One member per permission set, by its sorted list. */
  const members = new Map<string, AxiosInstance>();

  before(async () => {
    operations = (await readApiOperations()).filter((op) => op.permissions.length > 0);
    owner = await createTenantSession();
    // Enough to spend: a send that skipped its permission check would go through.
    await creditTenant(owner.tenant.id, 'sms', 10_000);
    await creditTenant(owner.tenant.id, 'chat', 10_000);
  });

  /** A member of the organization holding exactly these permissions (signed in without /login's throttle). */
  async function memberHolding(permissions: readonly string[]): Promise<AxiosInstance> {
    const key = [...permissions].sort().join(' ');
    const known = members.get(key);
    if (known) return known;
    const created = await owner.api.post('/users', {
      name: 'Member',
      email: `${uniqueName('member').replace(/\W/g, '-')}@example.com`,
      password: 'password-123',
      role: 'member',
      permissions,
    });
    assert.equal(created.status, 201, JSON.stringify(created.data));
    const token = await issueToken(testEnv().sequelize, testEnv().config, {
      kind: 'user',
      userId: created.data.data.id as number,
    });
    const api = apiClient(token);
    members.set(key, api);
    return api;
  }

  it('answers 403 to a member without the permission and writes nothing (no row, no balance, no provider call); with it, its success', async () => {
    assert.ok(operations.length >= 60, `only ${operations.length} operations declare a permission`);
    for (const op of operations) {
      const member = await memberHolding(TENANT_PERMISSIONS.filter((p) => !op.permissions.includes(p)));
      const { method, url, data, another } = await validRequest(owner, op);
      // At once, not scheduled: a send that got through would reach the provider during the request.
      const body =
        data && typeof data === 'object' && 'scheduled_at' in data && !op.body?.required?.includes('scheduled_at')
          ? { ...data, scheduled_at: undefined }
          : data;
      await batchesMaterialized(owner.tenant.id);
      const numbers = await reachableNumbers(owner.tenant.id, body);
      const [rows, calls] = [await tenantFingerprint(owner.tenant.id), providerCalls(numbers)];
      const res = await member.request({ method, url, data: body });
      const what = `${op.name} without ${op.permissions.join(' or ')} → ${res.status} ${JSON.stringify(res.data)}`;
      assert.equal(res.status, 403, what);
      assert.equal(res.data.code, 'forbidden', what);
      assert.deepEqual(await tenantFingerprint(owner.tenant.id), rows, `${what}: changed the organization's rows`);
      assert.deepEqual(providerCalls(numbers), calls, `${what}: reached a provider`);
      // Each permission it declares is enough on its own: the 403 was for the permission, not for something else.
      for (const permission of op.permissions) {
        const holder = await memberHolding([permission]);
        const granted = await holder.request({ method, url, data: await another() });
        const expected =
          ROLE_ADMIN_TOO[op.name] ||
          OWN_RECORDS_ONLY[`${op.name} ${permission}`] ||
          GRANTS_HELD_TOO[`${op.name} ${permission}`]
            ? 403
            : validStatus(op);
        assert.equal(
          granted.status,
          expected,
          `${op.name} with ${permission} → ${granted.status} ${JSON.stringify(granted.data)}`,
        );
      }
    }
  });
});
