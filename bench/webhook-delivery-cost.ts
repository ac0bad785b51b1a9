import { performance } from 'node:perf_hooks';
import { QueryTypes, type Sequelize } from 'sequelize';
import { childPids, cpuMsSince, cpuTicks, databaseServerPids } from './process-cpu';
import type { Benchmark } from './types';
import { startWebhookReceiver } from '../test/helpers/webhook-receiver';

const EVENTS = 3_000;

/** The database server's processes and this process's children (the Temporal dev server). */
const helperPids = async (sequelize: Sequelize): Promise<number[]> => [
  ...(await databaseServerPids(sequelize))(),
  ...childPids(),
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What the stack costs doing nothing, to subtract: the quietest of a few 2-second windows, so a burst left over from
 * the benchmark before (an autovacuum, its last callbacks) is not taken for idle. A single 5-second window right
 * after `webhook-overhead` once made the figures negative. CPU milliseconds per second.
 */
async function idleCpuPerSecond(pids: number[]): Promise<{ own: number; helpers: number }> {
  const idle = { own: Infinity, helpers: Infinity };
  for (let window = 0; window < 5; window++) {
    const [helpers0, own0] = [cpuTicks(pids), process.cpuUsage()];
    await sleep(2000);
    const own = process.cpuUsage(own0);
    idle.own = Math.min(idle.own, (own.user + own.system) / 1000 / 2);
    idle.helpers = Math.min(idle.helpers, cpuMsSince(helpers0) / 2);
  }
  return idle;
}

/**
 * The CPU one delivered event costs: EVENTS message.status events put straight into one endpoint's outbox, delivered to
 * a local receiver answering 204 by the bench's own worker; CPU of this process (worker, API idle, receiver) and of
 * the database's backends and the Temporal server, less their idle use, from the insert until the outbox is drained, per event.
 */
export const run: Benchmark = async (ctx) => {
  const { sequelize } = ctx.env;
  const session = await ctx.createTenant();
  const receiver = await startWebhookReceiver();
  try {
    const created = await session.api.post('/webhook-endpoints', { url: receiver.url, events: ['message.status'] });
    if (created.status !== 201) throw new Error(`endpoint not created: ${created.status}`);
    const pids = await helperPids(sequelize);
    const idlePerSecond = await idleCpuPerSecond(pids);
    const [pg0, own0, t0] = [cpuTicks(pids), process.cpuUsage(), performance.now()];
    process.stdout.write(`drain window starts at hrtime ${process.hrtime.bigint() / 1000n}\n`);
    await sequelize.query(
      `INSERT INTO webhook_events (tenant_id, endpoint_id, event_type, payload)
       SELECT $1, $2, 'message.status', jsonb_build_object('message_id', g, 'batch_id', 1, 'channel', 'sms', 'to', '255700000000',
         'status', 'sent', 'delivery_status', 'DELIVERED', 'error', null, 'gateway_message_id', 'gw-' || g, 'sent_at', now(), 'delivered_at', now())
       FROM generate_series(1, $3) g`,
      { bind: [session.tenant.id, (created.data as { data: { id: number } }).data.id, EVENTS] },
    );
    for (;;) {
      const [row] = await sequelize.query<{ pending: number }>(
        `SELECT count(*)::int AS pending FROM webhook_events WHERE tenant_id = $1 AND status = 'pending'`,
        { bind: [session.tenant.id], type: QueryTypes.SELECT },
      );
      if (row.pending === 0) break;
      await sleep(200);
    }
    process.stdout.write(`drain window ends at hrtime ${process.hrtime.bigint() / 1000n}\n`);
    const seconds = (performance.now() - t0) / 1000;
    const own = process.cpuUsage(own0);
    const ownMs = (own.user + own.system) / 1000 - idlePerSecond.own * seconds;
    const pgMs = cpuMsSince(pg0) - idlePerSecond.helpers * seconds;
    return {
      name: `CPU per delivered webhook event (${EVENTS} events, one endpoint, receiver in process, not verifying)`,
      figures: {
        'process CPU ms/event': (ownMs / EVENTS).toFixed(3),
        'PostgreSQL + Temporal CPU ms/event': (pgMs / EVENTS).toFixed(3),
        'drain (s)': seconds.toFixed(1),
        'requests received': receiver.received.length,
      },
      target: 'informational',
      pass: true,
    };
  } finally {
    await receiver.close();
  }
};
