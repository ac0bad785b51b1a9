import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { QueryTypes, type Sequelize } from 'sequelize';
import type { Benchmark } from './types';
import { startWebhookReceiver } from '../test/helpers/webhook-receiver';

const EVENTS = 3_000;

/** CPU seconds (user + system) the given processes used so far; processes gone meanwhile count nothing. */
function cpuSeconds(pids: number[]): number {
  const ticks = pids.map((pid) => {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return Number(fields[11]) + Number(fields[12]);
    } catch {
      return 0;
    }
  });
  return ticks.reduce((a, b) => a + b, 0) / 100;
}

/** The database's backends and this process's children (the Temporal dev server). */
const helperPids = async (sequelize: Sequelize): Promise<number[]> => {
  const backends = await sequelize.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database()', { type: QueryTypes.SELECT });
  const children = readFileSync(`/proc/${process.pid}/task/${process.pid}/children`, 'utf8').trim().split(' ').filter(Boolean).map(Number);
  return [...backends.map((r) => r.pid), ...children];
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
    // What the stack costs doing nothing, to subtract.
    const pids = await helperPids(sequelize);
    const [idlePg0, idleOwn0] = [cpuSeconds(pids), process.cpuUsage()];
    await sleep(5000);
    const idleOwn = process.cpuUsage(idleOwn0);
    const idlePerSecond = { own: (idleOwn.user + idleOwn.system) / 1000 / 5, helpers: (cpuSeconds(pids) - idlePg0) * 1000 / 5 };
    const [pg0, own0, t0] = [cpuSeconds(pids), process.cpuUsage(), performance.now()];
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
        `SELECT count(*)::int AS pending FROM webhook_events WHERE tenant_id = $1 AND status = 'pending'`, { bind: [session.tenant.id], type: QueryTypes.SELECT });
      if (row.pending === 0) break;
      await sleep(200);
    }
    process.stdout.write(`drain window ends at hrtime ${process.hrtime.bigint() / 1000n}\n`);
    const seconds = (performance.now() - t0) / 1000;
    const own = process.cpuUsage(own0);
    const ownMs = (own.user + own.system) / 1000 - idlePerSecond.own * seconds;
    const pgMs = (cpuSeconds(pids) - pg0) * 1000 - idlePerSecond.helpers * seconds;
    return {
      name: `CPU per delivered webhook event (${EVENTS} events, one endpoint, receiver in process, not verifying)`,
      figures: {
        'process CPU ms/event': (ownMs / EVENTS).toFixed(3), 'PostgreSQL + Temporal CPU ms/event': (pgMs / EVENTS).toFixed(3),
        'drain (s)': seconds.toFixed(1), 'requests received': receiver.received.length,
      },
      target: 'informational',
      pass: true,
    };
  } finally {
    await receiver.close();
  }
};
