import assert from 'node:assert/strict';
import { creditedSession, phoneNumbers, tenantMessages } from '../helpers/sms';
import { createTenantSession } from '../helpers/tenant';
import { superAdminToken, trpcCall } from '../helpers/trpc';
import { waitFor } from '../helpers/wait-for';

/** Sandbox magic numbers (sandboxes/sms-gateway/magic-numbers.ts): reported UNDELIVERABLE, refused at submit, reported EXPIRED. */
const UNDELIVERABLE = '255710000001';
const REJECTED = '255710000005';
const EXPIRED = '255710000006';

interface Failure {
  channel: string;
  code: string;
  count: number;
}

async function failures(token: string): Promise<Map<string, number>> {
  const res = await trpcCall<{ days: number; data: Failure[] }>('query', 'admin.failuresByCode', {}, token);
  assert.equal(res.status, 200, JSON.stringify(res.data ?? res.error));
  assert.equal(res.data!.days, 7);
  return new Map(res.data!.data.map((f) => [`${f.channel} ${f.code}`, f.count]));
}

describe('admin.failuresByCode', () => {
  it("counts the week's failed messages by the provider's words, for platform admins only", async function () {
    this.timeout(60_000);
    const token = await superAdminToken();
    const before = await failures(token);
    const session = await creditedSession(10);
    const res = await session.api.post('/sms/send-bulk', {
      messages: [...phoneNumbers(1), UNDELIVERABLE, REJECTED, EXPIRED].map((to, i) => ({ to, text: `Ujumbe ${i}` })),
    });
    assert.equal(res.status, 202, JSON.stringify(res.data));
    await waitFor(async () => {
      const rows = await tenantMessages(session.tenant.id);
      return (
        rows.length === 4 && rows.every((r) => ['DELIVERED', 'UNDELIVERABLE', 'EXPIRED', 'failed'].includes(r.status))
      );
    }, 30_000);

    const after = await failures(token);
    const grew = [...after].filter(([key, count]) => count !== (before.get(key) ?? 0));
    assert.deepEqual(
      new Map(grew.map(([key, count]) => [key, count - (before.get(key) ?? 0)])),
      new Map([
        ['sms UNDELIVERABLE_NOT_DELIVERED · EC_ABSENT_SUBSCRIBER', 1],
        ['sms REJECTED_INVALID_DESTINATION · Invalid destination address', 1],
        ['sms EXPIRED_EXPIRED', 1],
      ]),
    );

    const member = await createTenantSession();
    const forbidden = await trpcCall('query', 'admin.failuresByCode', {}, member.token);
    assert.equal(forbidden.status, 403);
    const tooLong = await trpcCall('query', 'admin.failuresByCode', { days: 365 }, token);
    assert.equal(tooLong.status, 400);
  });
});
