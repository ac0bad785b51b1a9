import assert from 'node:assert/strict';
import { QueryTypes } from 'sequelize';
import { testEnv } from '../helpers/env';
import { creditedSession, isSubmitted, phoneNumbers, sandboxCountsByReference, tenantMessages } from '../helpers/sms';
import { superAdminToken, trpcCall } from '../helpers/trpc';
import { waitFor } from '../helpers/wait-for';
import { balanceOf } from '../helpers/credits';
import { batchWorkflowId } from '../../workflows/contracts';
import type { TenantSession } from '../helpers/tenant';

const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A scheduled single message and a scheduled bulk of 3, both due in `ms`; returns their batch ids. */
async function scheduleSends(session: TenantSession, ms: number): Promise<number[]> {
  const single = await session.api.post('/sms/send', {
    to: phoneNumbers(1)[0],
    text: 'Single later',
    scheduled_at: inMs(ms),
  });
  assert.equal(single.status, 201, JSON.stringify(single.data));
  const bulk = await session.api.post('/sms/send-bulk', {
    messages: phoneNumbers(3).map((to) => ({ to, text: 'Bulk later' })),
    scheduled_at: inMs(ms),
  });
  assert.equal(bulk.status, 202, JSON.stringify(bulk.data));
  return [single.data.data.batch_id as number, bulk.data.batch_id as number];
}

async function batchStatuses(batchIds: number[]): Promise<string[]> {
  const rows = await testEnv().sequelize.query<{ status: string }>(
    'SELECT status FROM send_batches WHERE id = ANY($1::int[]) ORDER BY id',
    { bind: [batchIds], type: QueryTypes.SELECT },
  );
  return rows.map((r) => r.status);
}

describe('an inactive organization sends nothing: its batches are held', () => {
  it('holds scheduled sends past their time while inactive, and sends each once when reactivated', async function () {
    this.timeout(90_000);
    const admin = await superAdminToken();
    const session = await creditedSession(10);
    // Due in 6 s: time enough to deactivate first even on a loaded machine (checked: the premise of the test).
    const dueAt = Date.now() + 6000;
    const batchIds = await scheduleSends(session, 6000);
    assert.equal(
      (await trpcCall('mutation', 'admin.tenants.setActive', { tenantId: session.tenant.id, active: false }, admin))
        .status,
      200,
    );
    assert.ok(Date.now() < dueAt, 'the organization was deactivated only after its sends were due');
    await sleep(dueAt - Date.now() + 2500);
    await waitFor(async () => (await batchStatuses(batchIds)).every((s) => s === 'held'), 20_000, 200);
    const held = await tenantMessages(session.tenant.id);
    assert.deepEqual(
      held.map((r) => r.status),
      ['scheduled', 'scheduled', 'scheduled', 'scheduled'],
    );
    assert.equal(
      sandboxCountsByReference(held.map((r) => r.id)).size,
      0,
      'a message of an inactive organization reached the gateway',
    );

    const reactivated = await trpcCall(
      'mutation',
      'admin.tenants.setActive',
      { tenantId: session.tenant.id, active: true },
      admin,
    );
    assert.equal(reactivated.data.resumed, 2);
    await Promise.all(batchIds.map((id) => testEnv().temporal.workflow.getHandle(batchWorkflowId(id)).result()));
    const sent = await tenantMessages(session.tenant.id);
    assert.ok(sent.every(isSubmitted), JSON.stringify(sent.map((r) => r.status)));
    assert.deepEqual([...sandboxCountsByReference(sent.map((r) => r.id)).values()], [1, 1, 1, 1]);
    assert.deepEqual(await batchStatuses(batchIds), ['completed', 'completed']);
    assert.equal(await balanceOf(session.tenant.id, 'sms'), 6);
  });

  it('lets a platform admin cancel what an inactive organization has not sent, refunded once; nothing goes out after reactivation', async function () {
    this.timeout(90_000);
    const admin = await superAdminToken();
    const session = await creditedSession(10);
    const batchIds = await scheduleSends(session, 2500);
    assert.equal(await balanceOf(session.tenant.id, 'sms'), 6);
    await trpcCall('mutation', 'admin.tenants.setActive', { tenantId: session.tenant.id, active: false }, admin);
    await waitFor(async () => (await batchStatuses(batchIds)).every((s) => s === 'held'), 20_000, 200);

    const cancelled = await trpcCall(
      'mutation',
      'admin.tenants.cancelPendingSends',
      { tenantId: session.tenant.id },
      admin,
    );
    assert.deepEqual(cancelled.data, { batches: 2, messages: 4 });
    assert.equal(await balanceOf(session.tenant.id, 'sms'), 10);
    await Promise.all(batchIds.map((id) => testEnv().temporal.workflow.getHandle(batchWorkflowId(id)).result()));
    assert.deepEqual(await batchStatuses(batchIds), ['cancelled', 'cancelled']);
    const again = await trpcCall(
      'mutation',
      'admin.tenants.cancelPendingSends',
      { tenantId: session.tenant.id },
      admin,
    );
    assert.deepEqual(again.data, { batches: 0, messages: 0 });
    assert.equal(await balanceOf(session.tenant.id, 'sms'), 10);

    await trpcCall('mutation', 'admin.tenants.setActive', { tenantId: session.tenant.id, active: true }, admin);
    await sleep(1500);
    const rows = await tenantMessages(session.tenant.id);
    assert.deepEqual(
      rows.map((r) => r.status),
      ['cancelled', 'cancelled', 'cancelled', 'cancelled'],
    );
    assert.equal(sandboxCountsByReference(rows.map((r) => r.id)).size, 0);
    assert.equal(
      (await trpcCall('mutation', 'admin.tenants.cancelPendingSends', { tenantId: 2_000_000_000 }, admin)).error?.data
        .code,
      'NOT_FOUND',
    );
  });
});
