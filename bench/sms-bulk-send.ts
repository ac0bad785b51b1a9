import { performance } from 'node:perf_hooks';
import type { Benchmark } from './types';
import { latestBatch, waitForDeliveryCallbacks, waitUntilAllSubmitted } from './sms-progress';
import { withWorkerProcess } from './worker-process';
import { rawMultiSendRate } from './gateway-baseline';
import { DEFAULT_PAGE_SIZE, PARALLEL_PAGES } from '../workflows/messaging/batch-pages';

const MESSAGES = 10_000;
const TARGET_PER_SECOND = 1000;
const TARGET_ACCEPT_MS = 300;
/** The platform's rate as a share of the sandbox's raw multi-send rate for the same pages. */
const TARGET_SHARE_OF_RAW = 0.5;

/**
 * `POST /api/sms/send-bulk` of 10,000 messages: the 202, then until every message has left `queued`. The sending
 * runs on a worker process of its own, as in production (API and worker apart). Baseline, in the same run: the same
 * messages posted straight to the gateway sandbox in the same pages and parallelism.
 */
export const run: Benchmark = async (ctx) => {
  const session = await ctx.createTenant();
  await ctx.creditTenant(session.tenant.id, 'sms', MESSAGES);
  const messages = Array.from({ length: MESSAGES }, (_, i) => ({ to: `2557${String(60_000_000 + i)}`, text: `Habari, huu ni ujumbe wa majaribio namba ${i}.` }));
  const raw = await rawMultiSendRate(ctx.env.config, ctx.env.sandboxes.sms.sandbox.delivery, messages.map((m) => ({ from: ctx.env.config.smsGateway.defaultSender, to: m.to, text: m.text })),
    { pageSize: DEFAULT_PAGE_SIZE, parallel: PARALLEL_PAGES });
  return withWorkerProcess(ctx.env, session.token, async (api) => {
    const posted = performance.now();
    const res = await api.post('/sms/send-bulk', { messages });
    const acceptMs = performance.now() - posted;
    if (res.status !== 202) throw new Error(`send-bulk failed: ${res.status} ${JSON.stringify(res.data).slice(0, 300)}`);
    const batch = await latestBatch(ctx.env.sequelize, session.tenant.id);
    const started = performance.now();
    const seconds = await waitUntilAllSubmitted(ctx.env.sequelize, batch.id, MESSAGES, 120);
    const elapsed = seconds ?? (performance.now() - started) / 1000;
    await waitForDeliveryCallbacks(ctx.env.sandboxes.sms.sandbox.delivery);
    const rate = seconds === null ? 0 : Math.round(MESSAGES / seconds);
    return {
      name: `Bulk send of ${MESSAGES.toLocaleString('en')} messages (202 → every message past queued; worker in its own process)`,
      figures: { '202 ms': Math.round(acceptMs), 'seconds': elapsed.toFixed(2), 'messages/s': rate },
      baseline: { name: `sandbox text/multi, pages of ${DEFAULT_PAGE_SIZE} × ${PARALLEL_PAGES} parallel`, figures: { 'messages/s': Math.round(raw) } },
      ratio: `${Math.round((100 * rate) / raw)} % of the raw rate`,
      target: `202 < ${TARGET_ACCEPT_MS} ms, ≥ ${TARGET_PER_SECOND} messages/s and ≥ ${TARGET_SHARE_OF_RAW * 100} % of the raw rate`,
      pass: acceptMs < TARGET_ACCEPT_MS && rate >= TARGET_PER_SECOND && rate >= TARGET_SHARE_OF_RAW * raw,
    };
  });
};
