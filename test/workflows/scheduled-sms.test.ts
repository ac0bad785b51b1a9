import assert from 'node:assert/strict';
import { testEnv } from '../helpers/env';
import { creditedSession, isSubmitted, sandboxCountsByReference, smsBalance, tenantMessages } from '../helpers/sms';
import { waitFor } from '../helpers/wait-for';
import { batchWorkflowId } from '../../workflows/contracts';

const batchOf = (m: { batch_id: number }) => testEnv().temporal.workflow.getHandle(batchWorkflowId(m.batch_id));

const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('scheduled SMS and cancel', () => {
  it('debits at request time, waits for scheduled_at, then sends once', async () => {
    const session = await creditedSession(3);
    const res = await session.api.post('/sms/send', { to: '0754000211', text: 'Later', scheduled_at: inMs(1500) });
    assert.equal(res.status, 201, JSON.stringify(res.data));
    const m = res.data.data;
    assert.equal(m.status, 'scheduled');
    assert.equal(m.gateway_message_id, null);
    assert.equal(m.sent_at, null);
    assert.ok(m.scheduled_at);
    assert.equal(await smsBalance(session), 2);
    assert.equal(typeof m.batch_id, 'number');
    const result = await batchOf(m).result();
    assert.deepEqual([result.total, result.submitted], [1, 1]);
    const [row] = await tenantMessages(session.tenant.id);
    assert.ok(isSubmitted(row), row.status);
    assert.equal(sandboxCountsByReference([m.id]).get(m.id), 1);
    assert.equal(await smsBalance(session), 2);
  });

  it('cancels a scheduled message once, refunds it, and refuses a second cancel or a sent message', async () => {
    const session = await creditedSession(3);
    const scheduled = (
      await session.api.post('/sms/send', { to: '0754000212', text: 'Cancel me', scheduled_at: inMs(60_000) })
    ).data.data;
    assert.equal(await smsBalance(session), 2);
    const cancel = await session.api.post(`/messages/${scheduled.id}/cancel`);
    assert.equal(cancel.status, 200, JSON.stringify(cancel.data));
    assert.equal(cancel.data.data.status, 'cancelled');
    assert.equal(await smsBalance(session), 3);
    // The cancel wakes the batch's workflow: it ends now, not at the scheduled time a minute away.
    assert.equal((await batchOf(scheduled).result()).cancelled, 1);
    assert.equal((await session.api.get(`/sms/batches/${scheduled.batch_id}`)).data.data.status, 'cancelled');

    const again = await session.api.post(`/messages/${scheduled.id}/cancel`);
    assert.equal(again.status, 422);
    assert.equal(typeof again.data.message, 'string');
    assert.equal(await smsBalance(session), 3);

    const sent = (await session.api.post('/sms/send', { to: '0754000212', text: 'Now' })).data.data;
    assert.equal((await session.api.post(`/messages/${sent.id}/cancel`)).status, 422);
    const stranger = await creditedSession(0);
    assert.equal((await stranger.api.post(`/messages/${scheduled.id}/cancel`)).status, 404);
    assert.equal((await session.api.post('/messages/abc/cancel')).status, 404);
  });

  it('a cancel racing the timer ends in exactly one of sent or cancelled, with the credits to match', async function () {
    this.timeout(60_000);
    const session = await creditedSession(20);
    const offsets = [-150, -60, -20, 0, 0, 20, 60, 150];
    const fireAt = Date.now() + 2500;
    const messages = await Promise.all(
      offsets.map(
        async (_, i) =>
          (
            await session.api.post('/sms/send', {
              to: `07540003${String(i).padStart(2, '0')}`,
              text: `Race ${i}`,
              scheduled_at: new Date(fireAt).toISOString(),
            })
          ).data.data as { id: number; batch_id: number },
      ),
    );
    const answers = await Promise.all(
      offsets.map(async (offset, i) => {
        await sleep(fireAt + offset - Date.now());
        return (await session.api.post(`/messages/${messages[i].id}/cancel`)).status;
      }),
    );
    const results = await Promise.all(messages.map((m) => batchOf(m).result()));
    const counts = sandboxCountsByReference(messages.map((m) => m.id));
    const rows = new Map((await tenantMessages(session.tenant.id)).map((r) => [r.id, r]));
    messages.forEach((m, i) => {
      const row = rows.get(m.id)!;
      if (answers[i] === 200) {
        assert.equal(results[i].cancelled, 1);
        assert.equal(row.status, 'cancelled');
        assert.ok(row.refunded_at);
        assert.equal(counts.get(m.id), undefined);
      } else {
        assert.equal(answers[i], 422);
        assert.equal(results[i].submitted, 1);
        assert.ok(isSubmitted(row), row.status);
        assert.equal(row.refunded_at, null);
        assert.equal(counts.get(m.id), 1);
      }
    });
    const sentCount = answers.filter((s) => s === 422).length;
    assert.equal(await smsBalance(session), 20 - offsets.length + (offsets.length - sentCount));
  });

  it('a message whose scheduled send the gateway refuses is failed and refunded', async () => {
    const session = await creditedSession(2);
    const m = (await session.api.post('/sms/send', { to: '255710000005', text: 'Doomed', scheduled_at: inMs(800) }))
      .data.data;
    await batchOf(m).result();
    await waitFor(async () => (await tenantMessages(session.tenant.id))[0].status === 'failed');
    assert.equal(await smsBalance(session), 2);
  });
});
