import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { QueryTypes } from 'sequelize';
import type { Worker } from '@temporalio/worker';
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
import { createWorker } from '../../worker/create-worker';
import { createHttpSmsGateway, MULTI_SEND_PATH as MULTI } from '../../infra/providers/sms-gateway';
import { createListBatch, readBatchProgress } from '../../db/messaging/batches';
import { batchProgressQuery, sendBatchWorkflow } from '../../workflows/messaging/send-batch';
import { batchWorkflowId } from '../../workflows/contracts';

/** A worker on its own task queue whose gateway client gives up after `timeoutMs` (an ambiguous read timeout). */
async function workerWithGatewayTimeout(
  taskQueue: string,
  timeoutMs: number,
): Promise<{ worker: Worker; run: Promise<void> }> {
  const env = testEnv();
  const smsGateway = createHttpSmsGateway({ ...env.config.smsGateway, timeoutMs });
  const worker = await createWorker(
    { ...env.activityDeps, smsGateway },
    {
      connection: env.workerConnection,
      namespace: env.config.temporalNamespace,
      taskQueue,
      workflowBundle: env.workflowBundle,
    },
  );
  return { worker, run: worker.run() };
}

/** A bulk batch of `n` one-credit messages, accepted (and debited) as the API would. */
async function bulkBatch(tenantId: number, n: number): Promise<number> {
  const items = phoneNumbers(n).map((toNumber, i) => ({
    toNumber,
    body: `Fault test ${i}`,
    credits: 1,
    contactId: null,
  }));
  const batch = await createListBatch(
    testEnv().sequelize,
    {
      tenantId,
      userId: null,
      channel: 'sms',
      kind: 'bulk',
      audience: { type: 'numbers' },
      fromSender: 'INFO',
      scheduledAt: null,
    },
    items,
  );
  return batch.batchId;
}

function startBulk(batchId: number, taskQueue = testEnv().config.taskQueue) {
  return testEnv().temporal.workflow.start(sendBatchWorkflow, {
    taskQueue,
    workflowId: batchWorkflowId(batchId),
    args: [{ batchId }],
  });
}

async function assertEachSentOnce(tenantId: number, expected: number): Promise<void> {
  const rows = await tenantMessages(tenantId);
  assert.equal(rows.length, expected);
  assert.deepEqual(rows.filter((r) => !isSubmitted(r)).slice(0, 3), []);
  const counts = sandboxCountsByReference(rows.map((r) => r.id));
  assert.equal(counts.size, expected);
  assert.deepEqual(
    [...counts.values()].filter((n) => n !== 1),
    [],
    'a message reached the gateway twice',
  );
}

describe('gateway faults on the real stack', () => {
  const sandbox = () => testEnv().sandboxes.sms.store;
  afterEach(() => {
    sandbox().faults.clear();
    sandbox().latencies.clear();
  });

  it('retries gateway 500s with backoff until accepted', async function () {
    this.timeout(60_000);
    const session = await creditedSession(5);
    sandbox().faults.set(MULTI, { status: 500, remaining: 2, retryAfter: null });
    const started = Date.now();
    const progress = await (await startBulk(await bulkBatch(session.tenant.id, 5))).result();
    // 1 s then 2 s of backoff before the third attempt.
    assert.ok(Date.now() - started >= 2900, `took ${Date.now() - started} ms`);
    assert.equal(progress.submitted, 5);
    assert.equal(sandbox().faults.size, 0);
    await assertEachSentOnce(session.tenant.id, 5);
    assert.equal(await smsBalance(session), 0);
  });

  it('waits out a 429 for its Retry-After before sending again', async function () {
    this.timeout(60_000);
    const session = await creditedSession(4);
    sandbox().faults.set(MULTI, { status: 429, remaining: 1, retryAfter: 3 });
    const started = Date.now();
    const progress = await (await startBulk(await bulkBatch(session.tenant.id, 4))).result();
    assert.ok(Date.now() - started >= 2900, `took ${Date.now() - started} ms`);
    assert.equal(progress.submitted, 4);
    await assertEachSentOnce(session.tenant.id, 4);
  });

  it('keeps retrying a page the gateway never accepts while the other pages go through; cancelling the batch refunds it once', async function () {
    this.timeout(90_000);
    const env = testEnv();
    const session = await creditedSession(6);
    const numbers = phoneNumbers(6);
    numbers[2] = '255710000004'; // the sandbox answers 429 to every request carrying it
    const items = numbers.map((toNumber) => ({ toNumber, body: 'Page isolation', credits: 1, contactId: null }));
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
    const handle = await env.temporal.workflow.start(sendBatchWorkflow, {
      taskQueue: env.config.taskQueue,
      workflowId: batchWorkflowId(batch.batchId),
      args: [{ batchId: batch.batchId, pageSize: 2 }],
    });
    // The other pages go through; the throttled one is retried (never failed: a 429 is the gateway's, not the message's).
    await waitFor(async () => (await readBatchProgress(env.sequelize, batch.batchId)).submitted === 4, 30_000, 100);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    assert.equal((await handle.describe()).status.name, 'RUNNING');
    assert.deepEqual(
      (await tenantMessages(session.tenant.id)).map((r) => (isSubmitted(r) ? 'sent' : r.status)),
      ['sent', 'sent', 'queued', 'queued', 'sent', 'sent'],
    );
    const cancel = await session.api.post(`/sms/batches/${batch.batchId}/cancel`);
    assert.equal(cancel.status, 200, JSON.stringify(cancel.data));
    assert.equal(cancel.data.cancelled, 2);
    const progress = await handle.result();
    assert.deepEqual(
      { submitted: progress.submitted, cancelled: progress.cancelled, failed: progress.failed },
      { submitted: 4, cancelled: 2, failed: 0 },
    );
    assert.deepEqual(
      (await tenantMessages(session.tenant.id)).map((r) => (isSubmitted(r) ? 'sent' : r.status)),
      ['sent', 'sent', 'cancelled', 'cancelled', 'sent', 'sent'],
    );
    assert.equal(await smsBalance(session), 2);
    assert.equal((await session.api.post(`/sms/batches/${batch.batchId}/cancel`)).status, 422);
  });

  it('after a read timeout looks the messages up by reference in /logs instead of sending them twice', async function () {
    this.timeout(60_000);
    const taskQueue = `faults-${randomUUID()}`;
    const { worker, run } = await workerWithGatewayTimeout(taskQueue, 400);
    try {
      const session = await creditedSession(6);
      // The gateway stores the messages at once but answers after 1.5 s: the client has given up by then.
      sandbox().latencies.set(MULTI, { ms: 1500, remaining: 1 });
      const progress = await (await startBulk(await bulkBatch(session.tenant.id, 6), taskQueue)).result();
      assert.equal(progress.submitted, 6);
      await assertEachSentOnce(session.tenant.id, 6);
      const [{ adopted }] = await testEnv().sequelize.query<{ adopted: number }>(
        `SELECT count(*) AS adopted FROM messages WHERE tenant_id = $1 AND gateway_response->>'adoptedFromLogs' = 'true'`,
        { bind: [session.tenant.id], type: QueryTypes.SELECT },
      );
      assert.equal(adopted, 6);
      assert.equal(await smsBalance(session), 0);
    } finally {
      worker.shutdown();
      await run;
    }
  });

  it('a 5,000-recipient bulk send survives its worker being stopped and replaced: each message once, balance exact', async function () {
    this.timeout(180_000);
    const env = testEnv();
    const taskQueue = `replace-${randomUUID()}`;
    const session = await creditedSession(5000);
    const batchId = await bulkBatch(session.tenant.id, 5000);
    assert.equal(await smsBalance(session), 0);
    // Slow pages, so the stop lands in the middle of the send.
    sandbox().latencies.set(MULTI, { ms: 250, remaining: 4 });
    const first = await workerWithGatewayTimeout(taskQueue, 400);
    const handle = await startBulk(batchId, taskQueue);
    await waitFor(async () => (await handle.query(batchProgressQuery)).submitted >= 1000, 60_000, 50);
    // The next page is accepted by the gateway but its answer is lost (read timeout), then the worker stops.
    sandbox().latencies.set(MULTI, { ms: 1500, remaining: 1 });
    await new Promise((resolve) => setTimeout(resolve, 700));
    first.worker.shutdown();
    await first.run;
    // (No query here: with no worker on the queue it would wait for one.)
    const stoppedAt = await readBatchProgress(env.sequelize, batchId);
    assert.ok(stoppedAt.submitted < 5000, 'the send finished before the worker stopped');

    const second = await workerWithGatewayTimeout(taskQueue, env.config.smsGateway.timeoutMs);
    try {
      const progress = await handle.result();
      assert.deepEqual({ submitted: progress.submitted, failed: progress.failed }, { submitted: 5000, failed: 0 });
    } finally {
      second.worker.shutdown();
      await second.run;
    }
    await assertEachSentOnce(session.tenant.id, 5000);
    assert.equal(await smsBalance(session), 0);
    const [{ refunds }] = await env.sequelize.query<{ refunds: number }>(
      `SELECT count(*) AS refunds FROM messages WHERE tenant_id = $1 AND refunded_at IS NOT NULL`,
      { bind: [session.tenant.id], type: QueryTypes.SELECT },
    );
    assert.equal(refunds, 0);
  });
});
