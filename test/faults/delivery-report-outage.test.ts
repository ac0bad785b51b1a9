import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { QueryTypes, type Sequelize } from 'sequelize';
import { testEnv } from '../helpers/env';
import { waitFor } from '../helpers/wait-for';
import { phoneNumbers } from '../helpers/sms';
import { startApiProcess, startWorkerProcess, type ServiceProcess } from '../helpers/processes';
import { startPostgresCluster } from '../helpers/postgres-cluster';
import { createSequelize } from '../../db/sequelize';
import { migrateToLatest } from '../../db/migrate';
import { DELIVERY_REPORT_INBOX_SHARDS, deliveryReportInboxWorkflowId } from '../../workflows/contracts';
import { startSmsGatewaySandbox } from '../../sandboxes/sms-gateway/server';
import { MAGIC_NUMBERS } from '../../sandboxes/sms-gateway/magic-numbers';
import { balance, credit, registerThrough, submittedCount } from './fault-stack';

/** The outage: PostgreSQL down for 60 s while the gateway posts delivery callbacks. */
const OUTAGE_MS = 60_000;
/** The target: every message final within 2 minutes of PostgreSQL's return. */
const RECOVERY_MS = 120_000;
const MESSAGES = 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface MessageRow {
  gateway_message_id: string;
  status: string;
  report_checked_at: Date | null;
}

const batchMessages = (database: Sequelize, batchId: number) =>
  database.query<MessageRow>('SELECT gateway_message_id, status, report_checked_at FROM messages WHERE batch_id = $1', {
    bind: [batchId],
    type: QueryTypes.SELECT,
  });

/** Ends the inbox workflows of the test's task queue (their worker is gone; they would wait for it forever). */
async function terminateInboxes(taskQueue: string): Promise<void> {
  await Promise.all(
    Array.from({ length: DELIVERY_REPORT_INBOX_SHARDS }, (_, shard) =>
      testEnv()
        .temporal.workflow.getHandle(deliveryReportInboxWorkflowId(taskQueue, shard))
        .terminate('test over')
        .catch(() => undefined),
    ),
  );
}

describe('delivery reports during a database outage', () => {
  it('callbacks posted while PostgreSQL is down for 60 s are answered 200, kept in Temporal and applied within 2 minutes of its return', async function () {
    this.timeout(OUTAGE_MS + RECOVERY_MS + 180_000);
    const env = testEnv();
    const cluster = await startPostgresCluster();
    const database = createSequelize(cluster.url, { poolMax: 4, models: false });
    // A gateway of the test's own, retrying callbacks as the real one does (1 s, 2 s, 4 s, then given up); reports
    // come 10 s after a send, so the whole bulk is submitted before its callbacks begin.
    const gateway = await startSmsGatewaySandbox({
      port: 0,
      user: env.config.smsGateway.user,
      password: env.config.smsGateway.password,
      dlrDelayMs: 10_000,
    });
    const taskQueue = `dlr-outage-${randomUUID()}`;
    const processes: ServiceProcess[] = [];
    try {
      await migrateToLatest(database);
      // Its ids start where the suite's and the other fault tests' never reach (one Temporal namespace).
      await database.query(
        "SELECT setval(pg_get_serial_sequence(t, 'id'), 1500000000) FROM unnest(ARRAY['send_batches', 'messages', 'tenants', 'users']) t",
      );
      const childEnv = {
        TEMPORAL_TASK_QUEUE: taskQueue,
        WORKER_SCHEDULES: 'off',
        DATABASE_URL: cluster.url,
        SMS_GATEWAY_URL: gateway.url,
      };
      const api = await startApiProcess(childEnv);
      // The worker submits the bulk: its notifyUrl must name this API, which runs on the database that goes down.
      processes.push(api, await startWorkerProcess({ ...childEnv, PUBLIC_BASE_URL: api.url }));
      const { api: client, tenantId } = await registerThrough(`${api.url}/api`);
      await credit(database, tenantId, MESSAGES);
      // Two numbers the gateway reports otherwise: the final status is the gateway's, not always DELIVERED.
      const numbers = [...phoneNumbers(MESSAGES - 2), MAGIC_NUMBERS.undeliverable, MAGIC_NUMBERS.expired];
      const posted = await client.post('/sms/send-bulk', {
        messages: numbers.map((to, i) => ({ to, text: `Outage report ${i}` })),
      });
      assert.equal(posted.status, 202, JSON.stringify(posted.data).slice(0, 500));
      const batchId = posted.data.batch_id as number;
      await waitFor(async () => (await submittedCount(database, batchId)) === MESSAGES, 60_000, 100);

      // In the middle of the callbacks: stopped once the first ones were answered.
      await waitFor(() => gateway.store.callbackAttempts.filter((a) => a.statusCode === 200).length >= 20, 60_000, 5);
      const stoppedAt = Date.now();
      cluster.stop();
      await sleep(OUTAGE_MS);
      cluster.start(); // returns once PostgreSQL accepts connections
      const returnedAt = Date.now();
      const pendingAtReturn = (await batchMessages(database, batchId)).filter((m) =>
        m.status.startsWith('PENDING'),
      ).length;
      const duringOutage = gateway.store.callbackAttempts.filter((a) => a.at > stoppedAt && a.at < returnedAt);

      const rows = await waitFor(
        async () => {
          const current = await batchMessages(database, batchId);
          return current.every((m) => !m.status.startsWith('PENDING')) && current;
        },
        RECOVERY_MS,
        200,
      );
      const recoveredInMs = Date.now() - returnedAt;
      process.stdout.write(
        `      ${pendingAtReturn} reports pending when PostgreSQL returned; all final ${(recoveredInMs / 1000).toFixed(1)} s later\n`,
      );

      // Each message has the status the gateway reported, and not through the pending-reports reconciler (off
      // here; it asks about messages 15 minutes old and marks each one it asked about).
      const decided = new Map(
        gateway.store.allMessages().map((m) => [m.messageId, gateway.store.getReport(m.messageId)?.status.groupName]),
      );
      assert.deepEqual(rows.filter((m) => m.status !== decided.get(m.gateway_message_id)).slice(0, 3), []);
      const counts: Record<string, number> = {};
      for (const m of rows) counts[m.status] = (counts[m.status] ?? 0) + 1;
      assert.deepEqual(counts, { DELIVERED: MESSAGES - 2, UNDELIVERABLE: 1, EXPIRED: 1 });
      assert.deepEqual(
        rows.filter((m) => m.report_checked_at !== null),
        [],
      );
      // Most callbacks came while the database was down, and were answered 200 all the same: the gateway gave up
      // none (each message's last attempt was answered 200).
      assert.ok(
        duringOutage.filter((a) => a.statusCode === 200).length >= MESSAGES / 2,
        `${duringOutage.filter((a) => a.statusCode === 200).length} of ${duringOutage.length} callbacks during the outage were answered 200`,
      );
      const lastAnswer = new Map(gateway.store.callbackAttempts.map((a) => [a.messageId, a.statusCode]));
      assert.equal(lastAnswer.size, MESSAGES);
      assert.deepEqual([...lastAnswer].filter(([, status]) => status !== 200).slice(0, 3), []);
      assert.equal(await balance(database, tenantId), 0);
    } finally {
      await Promise.all(processes.splice(0).map((p) => p.kill()));
      await terminateInboxes(taskQueue);
      await database.close();
      await gateway.close();
      cluster.destroy();
    }
  });
});
