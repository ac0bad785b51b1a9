import assert from 'node:assert/strict';
import { QueryTypes } from 'sequelize';
import { testEnv } from '../helpers/env';
import { creditTenant } from '../helpers/credits';
import {
  creditedSession,
  phoneNumbers,
  sandboxCountsByReference,
  smsBalance,
  tenantMessages,
  type MessageRow,
} from '../helpers/sms';
import { createMemberSession, createTenantSession, type TenantSession } from '../helpers/tenant';
import { tenantFingerprint } from '../helpers/fingerprint';
import { waitFor } from '../helpers/wait-for';
import { batchWorkflowId } from '../../workflows/contracts';

/** Sandbox magic numbers (sandboxes/sms-gateway/magic-numbers.ts): reported UNDELIVERABLE, refused at submit, reported EXPIRED. */
const UNDELIVERABLE = '255710000001';
const REJECTED = '255710000005';
const EXPIRED = '255710000006';

const finished = (batchId: number) => testEnv().temporal.workflow.getHandle(batchWorkflowId(batchId)).result();
const ofBatch = async (tenantId: number, batchId: number) =>
  (await tenantMessages(tenantId)).filter((r) => r.batch_id === batchId);

/** Waits until every message of the batch has its final status (the sandbox reports within seconds). */
async function finalStatuses(tenantId: number, batchId: number, expected: number): Promise<MessageRow[]> {
  return waitFor(
    async () => {
      const rows = await ofBatch(tenantId, batchId);
      return rows.length === expected &&
        rows.every((r) => ['DELIVERED', 'UNDELIVERABLE', 'EXPIRED', 'failed'].includes(r.status))
        ? rows
        : undefined;
    },
    30_000,
    200,
  );
}

/** A finished bulk batch of two good numbers and the three that fail; the rejected one refunded. */
async function batchWithFailures(session: TenantSession): Promise<{ batchId: number; good: string[] }> {
  const good = phoneNumbers(2);
  const res = await session.api.post('/sms/send-bulk', {
    messages: [...good, UNDELIVERABLE, REJECTED, EXPIRED].map((to, i) => ({ to, text: `Ujumbe ${i}` })),
  });
  assert.equal(res.status, 202, JSON.stringify(res.data));
  await finished(res.data.batch_id);
  const rows = await finalStatuses(session.tenant.id, res.data.batch_id, 5);
  assert.deepEqual(
    rows.map((r) => r.status),
    ['DELIVERED', 'DELIVERED', 'UNDELIVERABLE', 'failed', 'EXPIRED'],
  );
  return { batchId: res.data.batch_id as number, good };
}

describe('POST /sms/batches/{id}/resend', () => {
  it('sends the failed messages again as a new batch, same numbers and texts, billed once as a new send; a short balance is 422', async function () {
    this.timeout(90_000);
    const session = await creditedSession(5);
    const source = await batchWithFailures(session);
    assert.equal(await smsBalance(session), 1);

    const short = await session.api.post(`/sms/batches/${source.batchId}/resend`);
    assert.deepEqual([short.status, short.data.balance, short.data.required], [422, 1, 3], JSON.stringify(short.data));
    assert.equal((await tenantMessages(session.tenant.id)).length, 5);

    await creditTenant(session.tenant.id, 'sms', 3);
    const res = await session.api.post(`/sms/batches/${source.batchId}/resend`);
    assert.equal(res.status, 202, JSON.stringify(res.data));
    assert.equal(res.data.count, 3);
    assert.equal(typeof res.data.message, 'string');
    assert.equal(await smsBalance(session), 1);
    const resendId = res.data.batch_id as number;
    assert.notEqual(resendId, source.batchId);

    const detail = (await session.api.get(`/sms/batches/${resendId}`)).data.data;
    assert.deepEqual(
      [detail.kind, detail.total, detail.credits, detail.audience],
      [
        'resend',
        3,
        3,
        {
          type: 'resend',
          source_batch_id: source.batchId,
          statuses: ['failed', 'UNDELIVERABLE', 'EXPIRED', 'REJECTED'],
        },
      ],
    );
    await finished(resendId);
    const again = await finalStatuses(session.tenant.id, resendId, 3);
    assert.deepEqual(
      again.map((r) => [r.to_number, r.body]),
      [
        [UNDELIVERABLE, 'Ujumbe 2'],
        [REJECTED, 'Ujumbe 3'],
        [EXPIRED, 'Ujumbe 4'],
      ],
    );
    // The two the gateway took went out once each; the rejected one was refused again and refunded again.
    const counts = sandboxCountsByReference(again.map((r) => r.id));
    assert.deepEqual([...counts.values()], [1, 1]);
    assert.equal(await smsBalance(session), 2);
    const ledger = await testEnv().sequelize.query<{ reference: string; amount: number }>(
      "SELECT reference, amount FROM ledger_entries WHERE tenant_id = $1 AND reference LIKE 'sms:batch:%' ORDER BY id",
      { bind: [session.tenant.id], type: QueryTypes.SELECT },
    );
    assert.deepEqual(
      ledger.filter((e) => e.reference === `sms:batch:${resendId}`).map((e) => Number(e.amount)),
      [-3],
    );
  });

  it('picks the statuses asked for; 422 when none matches or a status is not a finished one, and nothing is billed', async function () {
    this.timeout(90_000);
    const session = await creditedSession(10);
    const source = await batchWithFailures(session);
    const balance = await smsBalance(session);
    const delivered = await session.api.post(`/sms/batches/${source.batchId}/resend`, {
      statuses: ['DELIVERED', 'DELIVERED'],
    });
    assert.equal(delivered.status, 202, JSON.stringify(delivered.data));
    assert.equal(delivered.data.count, 2);
    assert.equal(await smsBalance(session), balance - 2);
    await finished(delivered.data.batch_id);
    const copies = await finalStatuses(session.tenant.id, delivered.data.batch_id, 2);
    assert.deepEqual(
      copies.map((r) => r.to_number),
      source.good,
    );

    const before = await tenantFingerprint(session.tenant.id);
    const none = await session.api.post(`/sms/batches/${source.batchId}/resend`, { statuses: ['cancelled'] });
    assert.equal(none.status, 422, JSON.stringify(none.data));
    assert.equal(typeof none.data.message, 'string');
    for (const statuses of [['queued'], ['bogus'], [], 'failed', [1]]) {
      const bad = await session.api.post(`/sms/batches/${source.batchId}/resend`, { statuses });
      assert.equal(bad.status, 422, `${JSON.stringify(statuses)}: ${JSON.stringify(bad.data)}`);
      assert.ok(
        Object.keys(bad.data.errors ?? {}).some((field) => field.startsWith('statuses')),
        JSON.stringify(bad.data),
      );
    }
    assert.deepEqual(await tenantFingerprint(session.tenant.id), before);
  });

  it("is the tenant's own: another tenant's batch is 404, and it needs bulk_sms.send", async function () {
    this.timeout(90_000);
    const owner = await creditedSession(10);
    const source = await batchWithFailures(owner);
    const stranger = await createTenantSession();
    await creditTenant(stranger.tenant.id, 'sms', 10);
    const viewer = await createMemberSession(owner, ['messages.view']);
    const before = await tenantFingerprint(owner.tenant.id);
    assert.equal((await stranger.api.post(`/sms/batches/${source.batchId}/resend`)).status, 404);
    assert.equal((await viewer.api.post(`/sms/batches/${source.batchId}/resend`)).status, 403);
    assert.deepEqual(await tenantFingerprint(owner.tenant.id), before);
    assert.equal(await smsBalance(stranger), 10);
  });
});
