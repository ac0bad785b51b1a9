import assert from 'node:assert/strict';
import { QueryTypes } from 'sequelize';
import { testEnv } from '../helpers/env';
import {
  creditedSession,
  isSubmitted,
  phoneNumbers,
  sandboxCountsByReference,
  smsBalance,
  tenantMessages,
} from '../helpers/sms';
import { waitFor } from '../helpers/wait-for';
import { quietHoursEnd } from '../../domain/calendar/quiet-hours';
import { createListBatch } from '../../db/messaging/batches';
import { sendBatchWorkflow } from '../../workflows/messaging/send-batch';
import { batchWorkflowId } from '../../workflows/contracts';
import { MULTI_SEND_PATH as MULTI } from '../../infra/providers/sms-gateway';

const DAR_MS = 3 * 3_600_000;
/** The Dar es Salaam clock time `minutes` from now, `HH:MM`. */
const darClock = (minutes: number) => new Date(Date.now() + DAR_MS + minutes * 60_000).toISOString().slice(11, 16);

describe('quiet hours starting while a batch is sending', () => {
  afterEach(() => testEnv().sandboxes.sms.store.latencies.clear());

  it('sends what was in flight, holds the rest until the window ends, then sends it: every message once, billed once', async function () {
    this.timeout(240_000);
    const env = testEnv();
    const session = await creditedSession(12);
    const items = phoneNumbers(12).map((toNumber, i) => ({
      toNumber,
      body: `Usiku ${i}`,
      credits: 1,
      contactId: null,
    }));
    const { batchId } = await createListBatch(
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
    // Pages of 2, four at a time: the first round (8 messages) is slow at the gateway, so the window starts during it.
    env.sandboxes.sms.store.latencies.set(MULTI, { ms: 2000, remaining: 4 });
    const handle = await env.temporal.workflow.start(sendBatchWorkflow, {
      taskQueue: env.config.taskQueue,
      workflowId: batchWorkflowId(batchId),
      args: [{ batchId, pageSize: 2 }],
    });
    await waitFor(
      async () =>
        (await tenantMessages(session.tenant.id)).filter((m) => m.status === 'submitting').length === 8 || undefined,
      30_000,
      50,
    );

    // A window that began an hour ago and ends one to two minutes from now.
    const settings = await session.api.patch('/settings', { quiet_hours: { start: darClock(-60), end: darClock(2) } });
    assert.equal(settings.status, 200, JSON.stringify(settings.data));
    const end = quietHoursEnd(settings.data.data.quiet_hours, new Date());
    assert.ok(end);

    const held = await waitFor(
      async () => {
        const detail = (await session.api.get(`/sms/batches/${batchId}`)).data.data;
        return detail.status === 'scheduled' ? detail : undefined;
      },
      30_000,
      100,
    );
    assert.equal(new Date(held.scheduled_at).getTime(), end.getTime());
    const during = await env.sequelize.query<{
      id: number;
      status: string;
      scheduled_at: Date | null;
      gateway_message_id: string | null;
    }>('SELECT id, status, scheduled_at, gateway_message_id FROM messages WHERE batch_id = $1 ORDER BY id', {
      bind: [batchId],
      type: QueryTypes.SELECT,
    });
    assert.deepEqual(
      during.slice(0, 8).map((m) => m.gateway_message_id !== null),
      Array(8).fill(true),
      'the round in flight was sent',
    );
    assert.deepEqual(
      during.slice(8).map((m) => [m.status, m.scheduled_at?.getTime()]),
      Array(4).fill(['scheduled', end.getTime()]),
      'the rest waits for the end',
    );
    assert.deepEqual(
      [...sandboxCountsByReference(during.map((m) => m.id)).keys()].sort((a, b) => a - b),
      during.slice(0, 8).map((m) => m.id),
    );
    assert.equal((await handle.describe()).status.name, 'RUNNING');

    const progress = await handle.result();
    const acceptedAt = new Map(env.sandboxes.sms.store.allMessages().map((m) => [m.reference, m.sentAt]));
    const late = during.slice(8).map((m) => acceptedAt.get(String(m.id)) ?? 0);
    assert.ok(
      late.every((at) => at >= end.getTime()),
      `the held messages reached the gateway after the window: ${late.map((at) => at - end.getTime()).join(', ')} ms`,
    );
    assert.deepEqual([progress.submitted, progress.failed, progress.cancelled], [12, 0, 0]);
    const rows = await tenantMessages(session.tenant.id);
    assert.equal(rows.length, 12);
    assert.ok(rows.every(isSubmitted), JSON.stringify(rows.map((r) => r.status)));
    const counts = sandboxCountsByReference(rows.map((r) => r.id));
    assert.deepEqual(
      [counts.size, [...counts.values()].every((n) => n === 1)],
      [12, true],
      'each message reached the gateway once',
    );
    assert.equal((await session.api.get(`/sms/batches/${batchId}`)).data.data.status, 'completed');
    assert.equal(await smsBalance(session), 0);
  });
});
