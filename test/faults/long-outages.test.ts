import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { testEnv } from '../helpers/env';
import { waitFor } from '../helpers/wait-for';
import { sandboxCallbacksDrained } from '../helpers/sms';
import { startApiProcess, startWorkerProcess, type ServiceProcess } from '../helpers/processes';
import { startPostgresCluster } from '../helpers/postgres-cluster';
import { createSequelize } from '../../db/sequelize';
import { migrateToLatest } from '../../db/migrate';
import { batchWorkflowId } from '../../workflows/contracts';
import type { pendingReportsWorkflow } from '../../workflows/messaging/pending-reports';
import { startSmsGatewaySandbox } from '../../sandboxes/sms-gateway/server';
import {
  assertEachNumberOnce,
  balance,
  batchOutcome,
  credit,
  MULTI,
  postBulk,
  registerThrough,
  submittedCount,
} from './fault-stack';

/** The 15 minutes; `FAULT_OUTAGE_MINUTES` shortens it while developing. */
const OUTAGE_MS = Number(process.env.FAULT_OUTAGE_MINUTES ?? 15) * 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const childEnv = (taskQueue: string, extra: Record<string, string>) => ({
  TEMPORAL_TASK_QUEUE: taskQueue,
  WORKER_SCHEDULES: 'off',
  ...extra,
});

/** The batch's workflow is still running (waiting the outage out), never failed. */
async function assertStillRunning(batchId: number): Promise<void> {
  const description = await testEnv().temporal.workflow.getHandle(batchWorkflowId(batchId)).describe();
  assert.equal(
    description.status.name,
    'RUNNING',
    `the batch workflow is ${description.status.name} during the outage`,
  );
}

/** PostgreSQL stopped for the whole outage in the middle of a send of 5,000, on a cluster of the test's own. */
async function databaseOutage(processes: ServiceProcess[]): Promise<void> {
  const cluster = await startPostgresCluster();
  const database = createSequelize(cluster.url, { poolMax: 4, models: false });
  try {
    await migrateToLatest(database);
    // Its ids start where the suite's never reach (workflow ids are built from them; one Temporal namespace).
    await database.query(
      "SELECT setval(pg_get_serial_sequence(t, 'id'), 2000000000) FROM unnest(ARRAY['send_batches', 'messages', 'tenants', 'users']) t",
    );
    const taskQueue = `pg-outage-${randomUUID()}`;
    const api = await startApiProcess(childEnv(taskQueue, { DATABASE_URL: cluster.url }));
    processes.push(api, await startWorkerProcess(childEnv(taskQueue, { DATABASE_URL: cluster.url })));
    const { api: client, tenantId } = await registerThrough(`${api.url}/api`);
    await credit(database, tenantId, 5000);
    const { batchId, numbers } = await postBulk(client, 5000);
    await waitFor(async () => (await submittedCount(database, batchId)) >= 1000, 120_000, 100);
    cluster.stop();
    await sleep(OUTAGE_MS - 60_000 > 0 ? OUTAGE_MS - 60_000 : OUTAGE_MS / 2);
    await assertStillRunning(batchId);
    await sleep(Math.min(60_000, OUTAGE_MS / 2));
    cluster.start();

    const progress = await testEnv().temporal.workflow.getHandle(batchWorkflowId(batchId)).result();
    assert.deepEqual({ submitted: progress.submitted, failed: progress.failed }, { submitted: 5000, failed: 0 });
    assertEachNumberOnce(numbers);
    assert.equal(await balance(database, tenantId), 0);
    // Delivery callbacks posted during the outage were lost; the pending-reports reconciler fetches them.
    await sandboxCallbacksDrained(120_000);
    await testEnv().temporal.workflow.execute<typeof pendingReportsWorkflow>('pendingReportsWorkflow', {
      taskQueue,
      workflowId: `pending-reports-${randomUUID()}`,
      args: [{ olderThanMinutes: 0 }],
    });
    assert.deepEqual(await batchOutcome(database, batchId), { statuses: { DELIVERED: 5000 }, refunded: 0 });
  } finally {
    await Promise.all(processes.splice(0).map((p) => p.kill()));
    await database.close();
    cluster.destroy();
  }
}

/** The gateway answering 500 for the whole outage in the middle of a send of 5,000, on a gateway of the test's own. */
async function gatewayOutage(processes: ServiceProcess[]): Promise<void> {
  const env = testEnv();
  const gateway = await startSmsGatewaySandbox({
    port: 0,
    user: env.config.smsGateway.user,
    password: env.config.smsGateway.password,
    dlrDelayMs: 300,
  });
  try {
    const taskQueue = `gateway-outage-${randomUUID()}`;
    const api = await startApiProcess(childEnv(taskQueue, { SMS_GATEWAY_URL: gateway.url }));
    processes.push(api, await startWorkerProcess(childEnv(taskQueue, { SMS_GATEWAY_URL: gateway.url })));
    const { api: client, tenantId } = await registerThrough(`${api.url}/api`);
    await credit(env.sequelize, tenantId, 5000);
    gateway.store.latencies.set(MULTI, { ms: 200, remaining: 1_000_000 });
    const { batchId, numbers } = await postBulk(client, 5000);
    await waitFor(async () => (await submittedCount(env.sequelize, batchId)) >= 1000, 120_000, 100);
    gateway.store.latencies.clear();
    gateway.store.faults.set(MULTI, { status: 500, remaining: 1_000_000_000, retryAfter: null });
    await sleep(OUTAGE_MS - 60_000 > 0 ? OUTAGE_MS - 60_000 : OUTAGE_MS / 2);
    await assertStillRunning(batchId);
    await sleep(Math.min(60_000, OUTAGE_MS / 2));
    gateway.store.faults.clear();

    const progress = await env.temporal.workflow.getHandle(batchWorkflowId(batchId)).result();
    assert.deepEqual({ submitted: progress.submitted, failed: progress.failed }, { submitted: 5000, failed: 0 });
    assertEachNumberOnce(numbers, gateway.store);
    assert.equal(await balance(env.sequelize, tenantId), 0);
    assert.equal((await batchOutcome(env.sequelize, batchId)).refunded, 0);
  } finally {
    await Promise.all(processes.splice(0).map((p) => p.kill()));
    await gateway.close();
  }
}

describe('long outages are waited out, never turned into a business failure', () => {
  it(`a send of 5,000 outlives PostgreSQL down for ${OUTAGE_MS / 60_000} minutes and, separately, the gateway answering 500 as long: each message once, balance exact`, async function () {
    this.timeout(OUTAGE_MS + 15 * 60_000);
    // Two stacks side by side (their own database, their own gateway), so CI waits out one outage's length, not two.
    const [database, gateway]: ServiceProcess[][] = [[], []];
    const outcomes = await Promise.allSettled([databaseOutage(database), gatewayOutage(gateway)]);
    const failures = outcomes.flatMap((o, i) =>
      o.status === 'rejected' ? [`${i === 0 ? 'database' : 'gateway'} outage: ${String(o.reason)}`] : [],
    );
    assert.deepEqual(failures, []);
  });
});
