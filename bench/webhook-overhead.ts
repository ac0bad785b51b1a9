import { performance } from 'node:perf_hooks';
import type { AxiosInstance } from 'axios';
import { QueryTypes, type Sequelize } from 'sequelize';
import type { BenchContext, Benchmark } from './types';
import { latestBatch, waitForDeliveryCallbacks, waitUntilAllSubmitted } from './sms-progress';
import { withWorkerProcess } from './worker-process';
import { startWebhookReceiver } from '../test/helpers/webhook-receiver';
import type { TenantSession } from '../test/helpers/tenant';

const MESSAGES = 10_000;
/** Issue 13: one endpoint keeps the bulk send within 10 % of its rate without webhooks. */
const MAX_SLOWDOWN = 0.1;

/**
 * A 10,000-message bulk send of a fresh tenant: messages per second from the 202 until every message left `queued`.
 * Each run sends to its own numbers (`firstNumber`), so the second run does not repeat the first one's.
 */
async function bulkSendRate(ctx: BenchContext, api: AxiosInstance, session: TenantSession, firstNumber: number): Promise<number> {
  const messages = Array.from({ length: MESSAGES }, (_, i) => ({ to: `2557${String(firstNumber + i)}`, text: `Habari, ujumbe wa majaribio namba ${i}.` }));
  const res = await api.post('/sms/send-bulk', { messages }, { headers: { Authorization: `Bearer ${session.token}` } });
  if (res.status !== 202) throw new Error(`send-bulk failed: ${res.status} ${JSON.stringify(res.data).slice(0, 300)}`);
  const batch = await latestBatch(ctx.env.sequelize, session.tenant.id);
  const seconds = await waitUntilAllSubmitted(ctx.env.sequelize, batch.id, MESSAGES, 180);
  await waitForDeliveryCallbacks(ctx.env.sandboxes.sms.sandbox.delivery);
  return seconds === null ? 0 : MESSAGES / seconds;
}

/** Seconds until the tenants' outbox holds no pending event (or null past the deadline), and how many it delivered. */
async function drainOutbox(sequelize: Sequelize, tenantIds: number[], deadlineSeconds: number): Promise<{ seconds: number | null; delivered: number }> {
  const started = performance.now();
  for (;;) {
    const [row] = await sequelize.query<{ pending: number; delivered: number }>(
      `SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending, count(*) FILTER (WHERE status = 'delivered')::int AS delivered
       FROM webhook_events WHERE tenant_id = ANY($1::int[])`, { bind: [tenantIds], type: QueryTypes.SELECT });
    const seconds = (performance.now() - started) / 1000;
    if (row.pending === 0) return { seconds, delivered: row.delivered };
    if (seconds > deadlineSeconds) return { seconds: null, delivered: row.delivered };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * The same 10,000-message bulk send four times in one run on one worker process, in the order A B B A: A a tenant
 * without webhooks, B a tenant with one endpoint (a local receiver answering 204) subscribed to message.status and
 * batch.completed. Compares the mean send rates, then reports how long the endpoints' events took to drain.
 */
export const run: Benchmark = async (ctx) => {
  const [plain, plain2, hooked, hooked2] = [await ctx.createTenant(), await ctx.createTenant(), await ctx.createTenant(), await ctx.createTenant()];
  await Promise.all([plain, plain2, hooked, hooked2].map((s) => ctx.creditTenant(s.tenant.id, 'sms', MESSAGES)));
  const receiver = await startWebhookReceiver();
  try {
    for (const session of [hooked, hooked2]) {
      const created = await session.api.post('/webhook-endpoints', { url: receiver.url, events: ['message.status', 'batch.completed'] });
      if (created.status !== 201) throw new Error(`endpoint not created: ${created.status} ${JSON.stringify(created.data)}`);
    }
    // A B B A: a drift over the run (a growing messages table, the machine's other load) weighs on both sides alike.
    const runs = await withWorkerProcess(ctx.env, plain.token, async (api) => {
      const order = [plain, hooked, hooked2, plain2];
      const rates: number[] = [];
      for (const [i, session] of order.entries()) rates.push(await bulkSendRate(ctx, api, session, 61_000_000 + i * MESSAGES));
      return { rates, drain: await drainOutbox(ctx.env.sequelize, [hooked.tenant.id, hooked2.tenant.id], 600) };
    });
    const [a1, b1, b2, a2] = runs.rates;
    const without = (a1 + a2) / 2;
    const withHooks = (b1 + b2) / 2;
    const ratio = without === 0 ? 0 : withHooks / without;
    return {
      name: `Bulk send of ${MESSAGES.toLocaleString('en')} messages with one webhook endpoint (message.status + batch.completed), runs A B B A`,
      figures: {
        'messages/s': `${Math.round(withHooks)} (${Math.round(b1)}, ${Math.round(b2)})`,
        'events delivered': runs.drain.delivered, 'outbox drained after the last send (s)': runs.drain.seconds?.toFixed(1) ?? 'not within 600',
        'requests received': receiver.received.length,
      },
      baseline: { name: 'the same send without webhooks', figures: { 'messages/s': `${Math.round(without)} (${Math.round(a1)}, ${Math.round(a2)})` } },
      ratio: `${(ratio * 100).toFixed(1)} % of the rate without webhooks`,
      target: `≥ ${(1 - MAX_SLOWDOWN) * 100} % of the rate without webhooks`,
      pass: without > 0 && ratio >= 1 - MAX_SLOWDOWN,
    };
  } finally {
    await receiver.close();
  }
};
