import { performance } from 'node:perf_hooks';
import type { AxiosInstance } from 'axios';
import { QueryTypes, type Sequelize } from 'sequelize';
import type { BenchContext, Benchmark } from './types';
import { latestBatch, waitForDeliveryCallbacks, waitUntilAllSubmitted } from './sms-progress';
import { withWorkerProcess } from './worker-process';
import { startWebhookReceiver } from '../test/helpers/webhook-receiver';
import type { TenantSession } from '../test/helpers/tenant';

const MESSAGES = 10_000;
/** The target: one endpoint keeps the bulk send within 10 % of its rate without webhooks. */
const MAX_SLOWDOWN = 0.1;

/**
 * A 10,000-message bulk send of a fresh tenant: messages per second from the 202 until every message left `queued`
 * (its delivery reports and webhook events may still be on their way).
 * Each run sends to its own numbers (`firstNumber`), so the second run does not repeat the first one's.
 */
async function bulkSendRate(
  ctx: BenchContext,
  api: AxiosInstance,
  session: TenantSession,
  firstNumber: number,
): Promise<number> {
  const messages = Array.from({ length: MESSAGES }, (_, i) => ({
    to: `2557${String(firstNumber + i)}`,
    text: `Habari, ujumbe wa majaribio namba ${i}.`,
  }));
  const res = await api.post('/sms/send-bulk', { messages }, { headers: { Authorization: `Bearer ${session.token}` } });
  if (res.status !== 202) throw new Error(`send-bulk failed: ${res.status} ${JSON.stringify(res.data).slice(0, 300)}`);
  const batch = await latestBatch(ctx.env.sequelize, session.tenant.id);
  const seconds = await waitUntilAllSubmitted(ctx.env.sequelize, batch.id, MESSAGES, 180);
  return seconds === null ? 0 : MESSAGES / seconds;
}

/** Waits until the tenants' outbox holds no pending event: the seconds it took, or null past the deadline. */
async function drainOutbox(sequelize: Sequelize, tenantIds: number[], deadlineSeconds: number): Promise<number | null> {
  const started = performance.now();
  for (;;) {
    const [row] = await sequelize.query<{ pending: number }>(
      `SELECT count(*)::int AS pending FROM webhook_events WHERE tenant_id = ANY($1::int[]) AND status = 'pending'`,
      { bind: [tenantIds], type: QueryTypes.SELECT },
    );
    const seconds = (performance.now() - started) / 1000;
    if (row.pending === 0) return seconds;
    if (seconds > deadlineSeconds) return null;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function deliveredCount(sequelize: Sequelize, tenantIds: number[]): Promise<number> {
  const [row] = await sequelize.query<{ delivered: number }>(
    `SELECT count(*)::int AS delivered FROM webhook_events WHERE tenant_id = ANY($1::int[]) AND status = 'delivered'`,
    { bind: [tenantIds], type: QueryTypes.SELECT },
  );
  return row.delivered;
}

interface RunResult {
  rate: number;
  /** Seconds from the run's last submission until its endpoint's events were all delivered (B runs only). */
  drainSeconds?: number | null;
}

/**
 * The same 10,000-message bulk send four times in one run on one worker process, in the order A B B A: A a tenant
 * without webhooks, B a tenant with one endpoint (a local receiver answering 204) subscribed to message.status and
 * batch.completed. Every run starts from the same state: after the previous run's delivery reports and webhook events
 * are all through. A B run's rate is measured while its own events are produced and delivered; the time its outbox
 * then takes to drain (at the endpoint's pace, WEBHOOKS_MAX_PER_SECOND) is printed beside it.
 */
export const run: Benchmark = async (ctx) => {
  const [plain, plain2, hooked, hooked2] = [
    await ctx.createTenant(),
    await ctx.createTenant(),
    await ctx.createTenant(),
    await ctx.createTenant(),
  ];
  await Promise.all([plain, plain2, hooked, hooked2].map((s) => ctx.creditTenant(s.tenant.id, 'sms', MESSAGES)));
  const hookedIds = [hooked.tenant.id, hooked2.tenant.id];
  const receiver = await startWebhookReceiver();
  try {
    for (const session of [hooked, hooked2]) {
      const created = await session.api.post('/webhook-endpoints', {
        url: receiver.url,
        events: ['message.status', 'batch.completed'],
      });
      if (created.status !== 201)
        throw new Error(`endpoint not created: ${created.status} ${JSON.stringify(created.data)}`);
    }
    // A B B A: a drift over the run (a growing messages table, the machine's other load) weighs on both sides alike.
    const runs = await withWorkerProcess(ctx.env, plain.token, async (api) => {
      const results: RunResult[] = [];
      for (const [i, session] of [plain, hooked, hooked2, plain2].entries()) {
        const rate = await bulkSendRate(ctx, api, session, 61_000_000 + i * MESSAGES);
        const submittedAt = performance.now();
        // The next run starts once this one's delivery reports are in and its events delivered (none after an A run).
        await waitForDeliveryCallbacks(ctx.env.sandboxes.sms.sandbox.delivery);
        const drained = (await drainOutbox(ctx.env.sequelize, hookedIds, 900)) !== null;
        const drainSeconds = drained ? (performance.now() - submittedAt) / 1000 : null;
        results.push(session === hooked || session === hooked2 ? { rate, drainSeconds } : { rate });
      }
      return results;
    });
    const [a1, b1, b2, a2] = runs.map((r) => r.rate);
    const without = (a1 + a2) / 2;
    const withHooks = (b1 + b2) / 2;
    const ratio = without === 0 ? 0 : withHooks / without;
    const drained = (r: RunResult) => (r.drainSeconds == null ? 'not within 900' : r.drainSeconds.toFixed(1));
    return {
      name: `Bulk send of ${MESSAGES.toLocaleString('en')} messages with one webhook endpoint (message.status + batch.completed), runs A B B A, each from a drained outbox`,
      figures: {
        'messages/s': `${Math.round(withHooks)} (${Math.round(b1)}, ${Math.round(b2)})`,
        'outbox drained after each B run (s)': `${drained(runs[1])}, ${drained(runs[2])}`,
        'events delivered': await deliveredCount(ctx.env.sequelize, hookedIds),
        'requests received': receiver.received.length,
      },
      baseline: {
        name: 'the same send without webhooks',
        figures: { 'messages/s': `${Math.round(without)} (${Math.round(a1)}, ${Math.round(a2)})` },
      },
      ratio: `${(ratio * 100).toFixed(1)} % of the rate without webhooks`,
      target: `≥ ${(1 - MAX_SLOWDOWN) * 100} % of the rate without webhooks`,
      pass: without > 0 && ratio >= 1 - MAX_SLOWDOWN,
    };
  } finally {
    await receiver.close();
  }
};
