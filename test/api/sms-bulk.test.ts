import assert from 'node:assert/strict';
import { QueryTypes } from 'sequelize';
import { testEnv } from '../helpers/env';
import { createContact } from '../helpers/contacts';
import {
  creditedSession,
  isSubmitted,
  phoneNumbers,
  sandboxCountsByReference,
  smsBalance,
  tenantMessages,
  waitUntilSubmitted,
} from '../helpers/sms';
import { waitFor } from '../helpers/wait-for';
import type { TenantSession } from '../helpers/tenant';
import { batchWorkflowId } from '../../workflows/contracts';
import { batchProgressQuery, sendBatchWorkflow } from '../../workflows/messaging/send-batch';
import { createListBatch } from '../../db/messaging/batches';

async function latestBatchId(tenantId: number): Promise<number> {
  const [row] = await testEnv().sequelize.query<{ id: number }>(
    'SELECT id FROM send_batches WHERE tenant_id = $1 ORDER BY id DESC LIMIT 1',
    { bind: [tenantId], type: QueryTypes.SELECT },
  );
  return row.id;
}

async function groupWithMembers(session: TenantSession, names: string[]): Promise<number> {
  const group = await session.api.post('/groups', { name: `Group ${Date.now()}` });
  assert.equal(group.status, 201, JSON.stringify(group.data));
  const contacts = await Promise.all(names.map((name) => createContact(session, { name })));
  if (contacts.length > 0) {
    const added = await session.api.post(`/groups/${group.data.data.id}/contacts`, {
      contact_ids: contacts.map((c) => c.id),
    });
    assert.ok(added.status < 300, JSON.stringify(added.data));
  }
  return group.data.data.id as number;
}

describe('bulk and group sends', () => {
  it('bulk: 202 {message, count} at once, then every message submitted exactly once, credits exact', async () => {
    const session = await creditedSession(1300);
    const numbers = phoneNumbers(1200);
    const res = await session.api.post('/sms/send-bulk', {
      messages: numbers.map((to, i) => ({ to, text: i === 0 ? 'a'.repeat(161) : `Ujumbe ${i}` })),
    });
    assert.equal(res.status, 202, JSON.stringify(res.data));
    assert.equal(res.data.count, 1200);
    assert.equal(typeof res.data.message, 'string');
    assert.equal(await smsBalance(session), 1300 - 1201);
    const batchId = await latestBatchId(session.tenant.id);
    const progress = await testEnv().temporal.workflow.getHandle(batchWorkflowId(batchId)).result();
    assert.deepEqual(
      { total: progress.total, submitted: progress.submitted, failed: progress.failed },
      { total: 1200, submitted: 1200, failed: 0 },
    );
    const rows = await waitUntilSubmitted(session.tenant.id, 1200);
    assert.deepEqual(rows.filter((r) => !isSubmitted(r)).slice(0, 3), []);
    const counts = sandboxCountsByReference(rows.map((r) => r.id));
    assert.equal(counts.size, 1200);
    assert.ok([...counts.values()].every((n) => n === 1));
  });

  it('bulk with a template renders per contact, refuses a short balance with 422, and fails rejected numbers with a refund', async () => {
    const session = await creditedSession(3);
    const contact = await createContact(session, { name: 'Baraka' });
    const template = (await session.api.post('/templates', { name: 'Hi', body: 'Hi {name}' })).data.data;
    const short = await session.api.post('/sms/send-bulk', {
      messages: phoneNumbers(4).map((to) => ({ to, text: 'x' })),
    });
    assert.equal(short.status, 422);
    assert.deepEqual({ balance: short.data.balance, required: short.data.required }, { balance: 3, required: 4 });
    assert.equal((await session.api.post('/sms/send-bulk', { messages: [] })).status, 422);
    assert.equal((await session.api.post('/sms/send-bulk', { messages: [{ to: '0754000401' }] })).status, 422);

    const res = await session.api.post('/sms/send-bulk', {
      template_id: template.id,
      messages: [{ to: contact.phone, contact_id: contact.id }, { to: '0754000402' }, { to: '255710000005' }],
    });
    assert.equal(res.status, 202, JSON.stringify(res.data));
    const rows = await waitUntilSubmitted(session.tenant.id, 3);
    assert.deepEqual(
      rows.map((r) => r.body),
      ['Hi Baraka', 'Hi ', 'Hi '],
    );
    assert.deepEqual(
      rows.map((r) => isSubmitted(r) || r.status),
      [true, true, 'failed'],
    );
    assert.equal(await smsBalance(session), 1);
  });

  it('group: members taken at request time, billed per message created, rendered per contact; empty group 422', async () => {
    const session = await creditedSession(10);
    const groupId = await groupWithMembers(session, ['Asha', 'Juma', 'Şükrü']);
    const res = await session.api.post(`/sms/send-group/${groupId}`, { text: 'Habari {name}' });
    assert.equal(res.status, 202, JSON.stringify(res.data));
    assert.equal(res.data.contacts, 3);
    assert.equal(typeof res.data.message, 'string');
    assert.equal(await smsBalance(session), 7);
    const rows = await waitUntilSubmitted(session.tenant.id, 3);
    assert.deepEqual(rows.map((r) => r.body).sort(), ['Habari Asha', 'Habari Juma', 'Habari Şükrü']);
    assert.ok(rows.every(isSubmitted));

    const empty = await groupWithMembers(session, []);
    const refused = await session.api.post(`/sms/send-group/${empty}`, { text: 'Nobody' });
    assert.equal(refused.status, 422);
    assert.equal(typeof refused.data.message, 'string');
    assert.equal((await session.api.post('/sms/send-group/999999', { text: 'x' })).status, 404);
    assert.equal((await session.api.post(`/sms/send-group/${groupId}`, {})).status, 422);
    const poor = await creditedSession(2);
    const poorGroup = await groupWithMembers(poor, ['A', 'B', 'C']);
    const short = await poor.api.post(`/sms/send-group/${poorGroup}`, { text: 'x' });
    assert.equal(short.status, 422);
    assert.deepEqual({ balance: short.data.balance, required: short.data.required }, { balance: 2, required: 3 });
  });

  it('a scheduled bulk waits; its messages appear as `scheduled` within seconds, one can be cancelled and refunded meanwhile', async () => {
    const session = await creditedSession(5);
    const res = await session.api.post('/sms/send-bulk', {
      messages: phoneNumbers(3).map((to) => ({ to, text: 'Later' })),
      scheduled_at: new Date(Date.now() + 4000).toISOString(),
    });
    assert.equal(res.status, 202);
    const before = await waitFor(async () => {
      const rows = await tenantMessages(session.tenant.id);
      return rows.length === 3 ? rows : undefined;
    }, 3000);
    assert.deepEqual(
      before.map((r) => r.status),
      ['scheduled', 'scheduled', 'scheduled'],
    );
    assert.equal((await session.api.post(`/messages/${before[1].id}/cancel`)).status, 200);
    assert.equal(await smsBalance(session), 3);
    await testEnv()
      .temporal.workflow.getHandle(batchWorkflowId(await latestBatchId(session.tenant.id)))
      .result();
    const after = await tenantMessages(session.tenant.id);
    assert.deepEqual(
      after.map((r) => isSubmitted(r) || r.status),
      [true, 'cancelled', true],
    );
    assert.equal(sandboxCountsByReference(after.map((r) => r.id)).size, 2);
  });

  it("reports progress through a query and continues as new so no run's history grows large", async function () {
    this.timeout(120_000);
    const env = testEnv();
    const session = await creditedSession(600);
    const items = phoneNumbers(600).map((toNumber) => ({ toNumber, body: 'Paged', credits: 1, contactId: null }));
    const batch = await createListBatch(
      env.sequelize,
      {
        tenantId: session.tenant.id,
        userId: null,
        channel: 'sms',
        kind: 'bulk',
        audience: { type: 'numbers' },
        fromSender: 'INFO',
        scheduledAt: null,
      },
      items,
    );
    // Pages of 5 make 120 activities: far past the test server's continue-as-new suggestion (200 events).
    const handle = await env.temporal.workflow.start(sendBatchWorkflow, {
      taskQueue: env.config.taskQueue,
      workflowId: batchWorkflowId(batch.batchId),
      args: [{ batchId: batch.batchId, pageSize: 5 }],
    });
    const midway = await waitFor(
      async () => {
        const p = await env.temporal.workflow.getHandle(handle.workflowId).query(batchProgressQuery);
        return p.submitted > 0 ? p : undefined;
      },
      30_000,
      50,
    );
    assert.equal(midway.total, 600);
    const final = await env.temporal.workflow.getHandle(handle.workflowId).result();
    assert.equal(final.submitted, 600);
    const first = await env.temporal.workflow.getHandle(handle.workflowId, handle.firstExecutionRunId).describe();
    assert.equal(first.status.name, 'CONTINUED_AS_NEW');
    assert.ok(first.historyLength < 400, `first run history ${first.historyLength}`);
    const last = await env.temporal.workflow.getHandle(handle.workflowId).describe();
    assert.ok(last.historyLength < 400, `last run history ${last.historyLength}`);
    assert.equal(sandboxCountsByReference((await tenantMessages(session.tenant.id)).map((r) => r.id)).size, 600);
  });
});
