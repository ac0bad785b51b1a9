import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { QueryTypes } from 'sequelize';
import { testEnv } from '../helpers/env';
import { waitFor } from '../helpers/wait-for';
import { sandboxCallbacksDrained } from '../helpers/sms';
import { startApiProcess, startWorkerProcess, type ServiceProcess } from '../helpers/processes';
import { startPostgresCluster } from '../helpers/postgres-cluster';
import { createTenantSession } from '../helpers/tenant';
import { creditTenant } from '../helpers/credits';
import { createSequelize } from '../../db/sequelize';
import { migrateToLatest } from '../../db/migrate';
import { batchWorkflowId } from '../../workflows/contracts';
import type { pendingReportsWorkflow } from '../../workflows/messaging/pending-reports';
import type { stuckSendsWorkflow } from '../../workflows/messaging/stuck-sends';
import {
  assertEachNumberOnce,
  balance,
  batchOutcome,
  childProcessEnv,
  credit,
  MULTI,
  postBulk,
  registerThrough,
  submittedCount,
} from './fault-stack';

const sandbox = () => testEnv().sandboxes.sms.store;

describe('faults with real process deaths', function () {
  this.timeout(300_000);
  const running: ServiceProcess[] = [];
  afterEach(async () => {
    sandbox().latencies.clear();
    sandbox().faults.clear();
    await Promise.all(running.splice(0).map((p) => p.kill()));
  });

  it('a worker process killed with SIGKILL mid-send of 5,000 is replaced by a new process: each message once, balance exact', async () => {
    const env = testEnv();
    const taskQueue = `sigkill-${randomUUID()}`;
    const api = await startApiProcess(childProcessEnv(taskQueue));
    running.push(api, await startWorkerProcess(childProcessEnv(taskQueue)));
    const { api: client, tenantId } = await registerThrough(`${api.url}/api`);
    await credit(env.sequelize, tenantId, 5000);
    sandbox().latencies.set(MULTI, { ms: 300, remaining: 1_000_000 });
    const { batchId, numbers } = await postBulk(client, 5000);
    await waitFor(async () => (await submittedCount(env.sequelize, batchId)) >= 1000, 120_000, 50);
    await running[1].kill();
    const killedAt = await submittedCount(env.sequelize, batchId);
    assert.ok(killedAt < 5000, 'the send finished before the kill');
    sandbox().latencies.clear();
    running.push(await startWorkerProcess(childProcessEnv(taskQueue)));
    const progress = await env.temporal.workflow.getHandle(batchWorkflowId(batchId)).result();
    assert.deepEqual({ submitted: progress.submitted, failed: progress.failed }, { submitted: 5000, failed: 0 });
    assertEachNumberOnce(numbers);
    assert.equal(await balance(env.sequelize, tenantId), 0);
    assert.equal((await batchOutcome(env.sequelize, batchId)).refunded, 0);
  });

  it('PostgreSQL stopped and started during a send of 5,000: each message once, balance exact, lost reports recovered', async () => {
    const env = testEnv();
    const cluster = await startPostgresCluster();
    const database = createSequelize(cluster.url, { poolMax: 4, models: false });
    try {
      await migrateToLatest(database);
      // Workflow ids are built from ids (`batch-<id>`): this database shares the suite's Temporal namespace, so its ids
      // start where the suite's never reach.
      await database.query(
        "SELECT setval(pg_get_serial_sequence(t, 'id'), 1000000000) FROM unnest(ARRAY['send_batches', 'messages', 'tenants', 'users']) t",
      );
      const taskQueue = `pg-restart-${randomUUID()}`;
      const api = await startApiProcess(childProcessEnv(taskQueue, { DATABASE_URL: cluster.url }));
      running.push(api, await startWorkerProcess(childProcessEnv(taskQueue, { DATABASE_URL: cluster.url })));
      const { api: client, tenantId } = await registerThrough(`${api.url}/api`);
      await credit(database, tenantId, 5000);
      sandbox().latencies.set(MULTI, { ms: 200, remaining: 1_000_000 });
      const { batchId, numbers } = await postBulk(client, 5000);
      await waitFor(async () => (await submittedCount(database, batchId)) >= 1000, 120_000, 100);
      cluster.stop();
      await new Promise((resolve) => setTimeout(resolve, 5000));
      cluster.start();
      sandbox().latencies.clear();
      const progress = await env.temporal.workflow.getHandle(batchWorkflowId(batchId)).result();
      assert.deepEqual({ submitted: progress.submitted, failed: progress.failed }, { submitted: 5000, failed: 0 });
      assertEachNumberOnce(numbers);
      assert.equal(await balance(database, tenantId), 0);

      // Callbacks posted while the database was down were lost: the reconciler fetches those reports.
      await sandboxCallbacksDrained(60_000);
      await env.temporal.workflow.execute<typeof pendingReportsWorkflow>('pendingReportsWorkflow', {
        taskQueue,
        workflowId: `pending-reports-${randomUUID()}`,
        args: [{ olderThanMinutes: 0 }],
      });
      const outcome = await batchOutcome(database, batchId);
      assert.deepEqual(outcome, { statuses: { DELIVERED: 5000 }, refunded: 0 });
    } finally {
      await Promise.all(running.splice(0).map((p) => p.kill()));
      await database.close();
      cluster.destroy();
    }
  });

  for (const gatewayGotIt of [false, true]) {
    it(`an API process killed between the debit and the gateway's answer: the message ends ${gatewayGotIt ? 'sent once' : 'failed with one refund'}`, async () => {
      const env = testEnv();
      // Without the message: a gateway that takes the connection and never answers. With it: the sandbox, answering late.
      const blackhole = net.createServer((socket) => socket.on('error', () => undefined));
      await new Promise<void>((resolve) => blackhole.listen(0, '127.0.0.1', resolve));
      const gatewayUrl = gatewayGotIt
        ? env.config.smsGateway.url
        : `http://127.0.0.1:${(blackhole.address() as net.AddressInfo).port}`;
      // Every single send for a while, not only the first: a single send still in flight from an earlier test (the
      // suite's worker keeps running its workflows) could otherwise take the delay, and this message would be
      // answered at once, never seen `submitting`.
      // Sends of every kind go through the gateway's multi-send, so that is the path answered late.
      if (gatewayGotIt) sandbox().latencies.set('/api/sms/v1/text/multi', { ms: 60_000, remaining: 1_000 });
      try {
        const api = await startApiProcess(childProcessEnv(`api-kill-${randomUUID()}`, { SMS_GATEWAY_URL: gatewayUrl }));
        running.push(api);
        const session = await createTenantSession();
        await creditTenant(session.tenant.id, 'sms', 3);
        const request = fetch(`${api.url}/api/sms/send`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${session.token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ to: '0754000321', text: 'Interrupted' }),
        }).catch(() => undefined);
        const tenantMessages = () =>
          env.sequelize.query<{ id: number; status: string }>('SELECT id, status FROM messages WHERE tenant_id = $1', {
            bind: [session.tenant.id],
            type: QueryTypes.SELECT,
          });
        const [message] = await waitFor(
          async () => {
            const rows = (await tenantMessages()).filter((r) => r.status === 'submitting');
            return rows.length === 1 ? rows : undefined;
          },
          30_000,
          20,
        ).catch(async (err: Error) => {
          throw new Error(`${err.message}; the tenant's messages: ${JSON.stringify(await tenantMessages())}`);
        });
        if (gatewayGotIt)
          await waitFor(
            () =>
              sandbox()
                .allMessages()
                .some((m) => m.reference === String(message.id)),
            30_000,
            20,
          );
        await api.kill();
        await request;
        assert.equal(await balance(env.sequelize, session.tenant.id), 2);

        // The stuck-sends reconciler (a Schedule every 5 minutes) settles it; here it runs at once.
        await env.temporal.workflow.execute<typeof stuckSendsWorkflow>('stuckSendsWorkflow', {
          taskQueue: env.config.taskQueue,
          workflowId: `stuck-sends-${randomUUID()}`,
          args: [{ olderThanMinutes: 0 }],
        });
        const [row] = await env.sequelize.query<{ status: string; refunded_at: Date | null }>(
          'SELECT status, refunded_at FROM messages WHERE id = $1',
          { bind: [message.id], type: QueryTypes.SELECT },
        );
        const atGateway = sandbox()
          .allMessages()
          .filter((m) => m.reference === String(message.id)).length;
        if (gatewayGotIt) {
          assert.ok(row.status.startsWith('PENDING') || row.status === 'DELIVERED', row.status);
          assert.deepEqual([row.refunded_at, atGateway, await balance(env.sequelize, session.tenant.id)], [null, 1, 2]);
        } else {
          assert.equal(row.status, 'failed');
          assert.ok(row.refunded_at);
          assert.deepEqual([atGateway, await balance(env.sequelize, session.tenant.id)], [0, 3]);
        }
        // A second run changes nothing.
        await env.temporal.workflow.execute<typeof stuckSendsWorkflow>('stuckSendsWorkflow', {
          taskQueue: env.config.taskQueue,
          workflowId: `stuck-sends-${randomUUID()}`,
          args: [{ olderThanMinutes: 0 }],
        });
        assert.equal(await balance(env.sequelize, session.tenant.id), gatewayGotIt ? 2 : 3);
      } finally {
        blackhole.close();
        sandbox().latencies.delete('/api/sms/v1/text/multi');
      }
    });
  }
});
