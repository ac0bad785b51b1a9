import assert from 'node:assert/strict';
import axios from 'axios';
import { testEnv } from '../helpers/env';
import { createContact } from '../helpers/contacts';
import { creditedSession, isSubmitted, sandboxCountsByReference, smsBalance, tenantMessages } from '../helpers/sms';
import { waitFor } from '../helpers/wait-for';
import type { TenantSession } from '../helpers/tenant';
import { batchWorkflowId } from '../../workflows/contracts';
import { createSnapshotBatch } from '../../db/messaging/batches';
import { groupMembers } from '../../db/messaging/batch-recipients';
import { cancelBatch } from '../../db/messaging/batch-cancel';

const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();

async function groupOf(session: TenantSession, size: number): Promise<{ id: number; name: string }> {
  const group = (await session.api.post('/groups', { name: `Wanachama ${Date.now()}` })).data.data;
  const contacts = await Promise.all(
    Array.from({ length: size }, (_, i) => createContact(session, { name: `Mwanachama ${i}` })),
  );
  await session.api.post(`/groups/${group.id}/contacts`, { contact_ids: contacts.map((c) => c.id) });
  return group;
}

describe('batches: scheduled sends are visible and cancellable, every batch is a resource', () => {
  it('a scheduled group send writes its messages as `scheduled` within seconds; one and then all of them can be cancelled, each refunded once', async function () {
    this.timeout(60_000);
    const session = await creditedSession(40);
    const group = await groupOf(session, 30);
    const res = await session.api.post(`/sms/send-group/${group.id}`, {
      text: 'Habari {name}, mkutano ni kesho.',
      scheduled_at: inMs(60 * 60_000),
    });
    assert.equal(res.status, 202, JSON.stringify(res.data));
    const batchId = res.data.batch_id as number;
    assert.equal(await smsBalance(session), 10);

    const rows = await waitFor(
      async () => {
        const all = await tenantMessages(session.tenant.id);
        return all.length === 30 ? all : undefined;
      },
      15_000,
      100,
    );
    assert.ok(rows.every((r) => r.status === 'scheduled' && r.batch_id === batchId));
    assert.ok(rows.some((r) => r.body === 'Habari Mwanachama 7, mkutano ni kesho.'));

    const detail = (await session.api.get(`/sms/batches/${batchId}`)).data.data;
    assert.deepEqual(
      { kind: detail.kind, status: detail.status, total: detail.total, credits: detail.credits, counts: detail.counts },
      { kind: 'group', status: 'scheduled', total: 30, credits: 30, counts: { scheduled: 30 } },
    );
    assert.deepEqual(detail.audience, { type: 'group', group_id: group.id, group_name: group.name });
    const listed = await session.api.get('/messages', { params: { batch_id: batchId, per_page: 100 } });
    assert.equal(listed.data.meta.total, 30);
    assert.ok(
      listed.data.data.every(
        (m: { batch_id: number; status: string }) => m.batch_id === batchId && m.status === 'scheduled',
      ),
    );

    assert.equal((await session.api.post(`/messages/${rows[4].id}/cancel`)).status, 200);
    assert.equal(await smsBalance(session), 11);
    assert.deepEqual((await session.api.get(`/sms/batches/${batchId}`)).data.data.counts, {
      scheduled: 29,
      cancelled: 1,
    });

    const cancel = await session.api.post(`/sms/batches/${batchId}/cancel`);
    assert.equal(cancel.status, 200, JSON.stringify(cancel.data));
    assert.equal(cancel.data.cancelled, 29);
    assert.deepEqual(
      { status: cancel.data.data.status, counts: cancel.data.data.counts },
      { status: 'cancelled', counts: { cancelled: 30 } },
    );
    assert.equal(await smsBalance(session), 40);
    // The workflow ends now, not in an hour, and nothing reached the gateway.
    const progress = await testEnv().temporal.workflow.getHandle(batchWorkflowId(batchId)).result();
    assert.equal(progress.cancelled, 30);
    assert.equal(sandboxCountsByReference(rows.map((r) => r.id)).size, 0);
    assert.equal((await session.api.post(`/sms/batches/${batchId}/cancel`)).status, 422);
    assert.equal(await smsBalance(session), 40);
  });

  it('lists batches newest first with their progress, shows a finished one, and filters messages by batch', async function () {
    this.timeout(60_000);
    const session = await creditedSession(20);
    const group = await groupOf(session, 3);
    const first = await session.api.post(`/sms/send-group/${group.id}`, { text: 'Kwanza' });
    const second = await session.api.post('/sms/send-bulk', {
      messages: [
        { to: '0754000901', text: 'Pili' },
        { to: '0754000902', text: 'Pili' },
      ],
    });
    await Promise.all(
      [first, second].map((r) => testEnv().temporal.workflow.getHandle(batchWorkflowId(r.data.batch_id)).result()),
    );

    const list = await session.api.get('/sms/batches');
    assert.equal(list.status, 200);
    assert.deepEqual(
      list.data.data.map((b: { id: number }) => b.id),
      [second.data.batch_id, first.data.batch_id],
    );
    assert.equal(list.data.meta.total, 2);
    assert.deepEqual(
      list.data.data.map((b: { kind: string; status: string; submitted: number }) => [b.kind, b.status, b.submitted]),
      [
        ['bulk', 'completed', 2],
        ['group', 'completed', 3],
      ],
    );
    const detail = (await session.api.get(`/sms/batches/${first.data.batch_id}`)).data.data;
    assert.equal(
      Object.values(detail.counts as Record<string, number>).reduce((a, b) => a + b, 0),
      3,
    );
    assert.ok(
      Object.keys(detail.counts).every((status) => status.startsWith('PENDING') || status === 'DELIVERED'),
      JSON.stringify(detail.counts),
    );
    assert.equal((await session.api.post(`/sms/batches/${first.data.batch_id}/cancel`)).status, 422);

    const byBatch = await session.api.get('/messages', { params: { batch_id: second.data.batch_id } });
    assert.deepEqual(
      byBatch.data.data.map((m: { body: string }) => m.body),
      ['Pili', 'Pili'],
    );
    assert.equal((await session.api.get('/messages', { params: { batch_id: 'x' } })).status, 422);
  });

  it("refuses to cancel a batch whose every message is in the gateway's hands, saying how many are being sent right now", async function () {
    this.timeout(60_000);
    const session = await creditedSession(3);
    const gateway = axios.create({ baseURL: testEnv().sandboxes.sms.url, validateStatus: () => true });
    assert.equal(
      (await gateway.post('/__sandbox/latency', { path: '/api/sms/v1/text/multi', ms: 2_000, count: 1 })).status,
      200,
    );
    const res = await session.api.post('/sms/send-bulk', {
      messages: ['0754000931', '0754000932', '0754000933'].map((to) => ({ to, text: 'Haraka' })),
    });
    assert.equal(res.status, 202, JSON.stringify(res.data));
    await waitFor(
      async () =>
        (await tenantMessages(session.tenant.id)).filter((m) => m.status === 'submitting').length === 3 || undefined,
      20_000,
      20,
    );
    const inFlight = await session.api.post(`/sms/batches/${res.data.batch_id}/cancel`);
    assert.equal(inFlight.status, 422);
    assert.match(
      inFlight.data.message,
      /3 messages are being handed to the provider right now and cannot be called back/,
    );
    await testEnv().temporal.workflow.getHandle(batchWorkflowId(res.data.batch_id)).result();
    const after = await session.api.post(`/sms/batches/${res.data.batch_id}/cancel`);
    assert.equal(after.status, 422);
    assert.match(after.data.message, /its messages were all submitted, cancelled or failed\.$/);
    assert.equal(await smsBalance(session), 0);
  });

  it('keeps batches to their tenant: another tenant gets 404 and cannot cancel, and does not see them listed', async () => {
    const owner = await creditedSession(5);
    const stranger = await creditedSession(5);
    const sent = await owner.api.post('/sms/send-bulk', {
      messages: [{ to: '0754000903', text: 'Siri' }],
      scheduled_at: inMs(60 * 60_000),
    });
    const batchId = sent.data.batch_id as number;
    assert.equal((await stranger.api.get(`/sms/batches/${batchId}`)).status, 404);
    assert.equal((await stranger.api.post(`/sms/batches/${batchId}/cancel`)).status, 404);
    assert.equal((await stranger.api.get('/sms/batches')).data.meta.total, 0);
    assert.equal((await stranger.api.get('/messages', { params: { batch_id: batchId } })).data.meta.total, 0);
    assert.equal((await owner.api.get(`/sms/batches/${batchId}`)).data.data.status, 'scheduled');
    assert.equal((await owner.api.post(`/sms/batches/${batchId}/cancel`)).data.cancelled, 1);
  });

  it('refunds the recipients of a snapshot batch that were never written as messages when it is cancelled', async () => {
    const session = await creditedSession(10);
    const group = await groupOf(session, 4);
    const batch = await createSnapshotBatch(
      testEnv().sequelize,
      {
        tenantId: session.tenant.id,
        userId: null,
        channel: 'sms',
        kind: 'group',
        audience: { type: 'group' },
        fromSender: 'INFO',
        scheduledAt: null,
        groupId: group.id,
        body: 'Habari {name}',
      },
      groupMembers(session.tenant.id, group.id),
      testEnv().baseUrl,
    );
    assert.equal(await smsBalance(session), 6);
    assert.deepEqual(await cancelBatch(testEnv().sequelize, session.tenant.id, batch.batchId), { cancelled: 4 });
    assert.equal(await smsBalance(session), 10);
    assert.deepEqual(await cancelBatch(testEnv().sequelize, session.tenant.id, batch.batchId), { cancelled: 0 });
    assert.equal(await smsBalance(session), 10);
    assert.deepEqual((await tenantMessages(session.tenant.id)).filter(isSubmitted), []);
  });
});
