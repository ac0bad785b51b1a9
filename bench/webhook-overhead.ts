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

/** A 10,000-message bulk send of a fresh tenant: messages per second from the 202 until every message left `queued`. */
async function bulkSendRate(ctx: BenchContext, api: AxiosInstance, session: TenantSession): Promise<number> {
  const messages = Array.from({ length: MESSAGES }, (_, i) => ({ to: `2557${String(61_000_000 + i)}`, text: `Habari, ujumbe wa majaribio namba ${i}.` }));
  const res = await api.post('/sms/send-bulk', { messages }, { headers: { Authorization: `Bearer ${session.token}` } });
  if (res.status !== 202) throw new Error(`send-bulk failed: ${res.status} ${JSON.stringify(res.data).slice(0, 300)}`);
  const batch = await latestBatch(ctx.env.sequelize, session.tenant.id);
  const seconds = await waitUntilAllSubmitted(ctx.env.sequelize, batch.id, MESSAGES, 180);
  await waitForDeliveryCallbacks(ctx.env.sandboxes.sms.sandbox.delivery);
  return seconds === null ? 0 : MESSAGES / seconds;
}

/** Seconds until the tenant's outbox holds no pending event (or null past the deadline), and how many it delivered. */
async function drainOutbox(sequelize: Sequelize, tenantId: number, deadlineSeconds: number): Promise<{ seconds: number | null; delivered: number }> {
  const started = performance.now();
  for (;;) {
    const [row] = await sequelize.query<{ pending: number; delivered: number }>(
      `SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending, count(*) FILTER (WHERE status = 'delivered')::int AS delivered
       FROM webhook_events WHERE tenant_id = $1`, { bind: [tenantId], type: QueryTypes.SELECT });
    const seconds = (performance.now() - started) / 1000;
    if (row.pending === 0) return { seconds, delivered: row.delivered };
    if (seconds > deadlineSeconds) return { seconds: null, delivered: row.delivered };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * The same 10,000-message bulk send twice in one run on one worker process: a tenant without webhooks, then a tenant
 * with one endpoint (a local receiver answering 204) subscribed to message.status and batch.completed. Compares the
 * send rates, then reports how long the endpoint's events took to drain after the send.
 */
export const run: Benchmark = async (ctx) => {
  const [plain, hooked] = [await ctx.createTenant(), await ctx.createTenant()];
  await Promise.all([plain, hooked].map((s) => ctx.creditTenant(s.tenant.id, 'sms', MESSAGES)));
  const receiver = await startWebhookReceiver();
  try {
    const created = await hooked.api.post('/webhook-endpoints', { url: receiver.url, events: ['message.status', 'batch.completed'] });
    if (created.status !== 201) throw new Error(`endpoint not created: ${created.status} ${JSON.stringify(created.data)}`);
    const rates = await withWorkerProcess(ctx.env, plain.token, async (api) => {
      const without = await bulkSendRate(ctx, api, plain);
      const withHooks = await bulkSendRate(ctx, api, hooked);
      const drain = await drainOutbox(ctx.env.sequelize, hooked.tenant.id, 300);
      return { without, withHooks, drain };
    });
    const ratio = rates.without === 0 ? 0 : rates.withHooks / rates.without;
    return {
      name: `Bulk send of ${MESSAGES.toLocaleString('en')} messages without, then with one webhook endpoint (message.status + batch.completed)`,
      figures: {
        'without messages/s': Math.round(rates.without), 'with messages/s': Math.round(rates.withHooks), 'ratio': ratio.toFixed(3),
        'events delivered': rates.drain.delivered, 'outbox drained after send (s)': rates.drain.seconds?.toFixed(1) ?? 'not within 300',
        'requests received': receiver.received.length,
      },
      target: `with ≥ ${(1 - MAX_SLOWDOWN) * 100} % of without`,
      pass: rates.without > 0 && ratio >= 1 - MAX_SLOWDOWN,
    };
  } finally {
    await receiver.close();
  }
};
