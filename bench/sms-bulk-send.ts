import os from 'node:os';
import { performance } from 'node:perf_hooks';
import type { AxiosInstance } from 'axios';
import type { TestEnv } from '../test/helpers/env';
import { batchWorkflowId } from '../workflows/ids';
import type { Benchmark, BenchResult } from './types';
import { latestBatch, waitForDeliveryCallbacks, waitUntilAllSubmitted } from './sms-progress';
import { withWorkerProcess } from './worker-process';
import { rawMultiSendRate } from './gateway-baseline';
import { childPids, databaseServerPids, startCpuCount } from './process-cpu';
import { DEFAULT_PAGE_SIZE, PARALLEL_PAGES } from '../workflows/messaging/batch-pages';

const MESSAGES = 10_000;
const TARGET_PER_SECOND = 1000;
const TARGET_ACCEPT_MS = 300;
/** The platform's rate as a share of the sandbox's raw multi-send rate for the same pages. */
const TARGET_SHARE_OF_RAW = 0.5;
/** Bulk requests before the measured one, scheduled a year out and cancelled: they warm the path as traffic would. */
const WARM_UP_REQUESTS = 3;

/**
 * Posts the list scheduled far ahead and cancels it (refunded), so it sends nothing; returns how long its 202 took.
 * Its workflow is waited for to end, so none of its work overlaps the measured send.
 */
async function scheduledAndCancelled(env: TestEnv, api: AxiosInstance, messages: unknown[]): Promise<number> {
  const posted = performance.now();
  const res = await api.post('/sms/send-bulk', { messages, scheduled_at: new Date(Date.now() + 365 * 86_400_000).toISOString() });
  const ms = performance.now() - posted;
  if (res.status !== 202) throw new Error(`scheduled send-bulk failed: ${res.status} ${JSON.stringify(res.data).slice(0, 300)}`);
  const cancel = await api.post(`/sms/batches/${res.data.batch_id}/cancel`);
  if (cancel.status !== 200) throw new Error(`cancel failed: ${cancel.status}`);
  await env.temporal.workflow.getHandle(batchWorkflowId(res.data.batch_id)).result();
  return ms;
}

/**
 * `POST /api/sms/send-bulk` of 10,000 messages: the 202, then until every message has left `queued`. The sending
 * runs on a worker process of its own, as in production (API and worker apart). Baseline, in the same run: the same
 * messages posted straight to the gateway sandbox in the same pages and parallelism.
 * The measured request follows a few warm-up ones, as it would in a running service: the first bulk request of a
 * process pays for compiling its path (~0.5 s more), and that figure is printed too.
 */
export const run: Benchmark = async (ctx) => {
  const session = await ctx.createTenant();
  await ctx.creditTenant(session.tenant.id, 'sms', MESSAGES * (1 + WARM_UP_REQUESTS));
  const messages = Array.from({ length: MESSAGES }, (_, i) => ({ to: `2557${String(60_000_000 + i)}`, text: `Habari, huu ni ujumbe wa majaribio namba ${i}.` }));
  const raw = await rawMultiSendRate(ctx.env.config, ctx.env.sandboxes.sms.sandbox.delivery, messages.map((m) => ({ from: ctx.env.config.smsGateway.defaultSender, to: m.to, text: m.text })),
    { pageSize: DEFAULT_PAGE_SIZE, parallel: PARALLEL_PAGES });
  return withWorkerProcess(ctx.env, session.token, async (api, worker) => {
    const warmUps: number[] = [];
    for (let i = 0; i < WARM_UP_REQUESTS; i++) warmUps.push(await scheduledAndCancelled(ctx.env, api, messages));
    const workerPid = worker.child.pid!;
    const cpu = startCpuCount({
      postgres: await databaseServerPids(ctx.env.sequelize), worker: () => [workerPid], temporal: () => childPids().filter((pid) => pid !== workerPid),
    });
    const posted = performance.now();
    const res = await api.post('/sms/send-bulk', { messages });
    const acceptMs = performance.now() - posted;
    if (res.status !== 202) throw new Error(`send-bulk failed: ${res.status} ${JSON.stringify(res.data).slice(0, 300)}`);
    const batch = await latestBatch(ctx.env.sequelize, session.tenant.id);
    const started = performance.now();
    const seconds = await waitUntilAllSubmitted(ctx.env.sequelize, batch.id, MESSAGES, 120);
    const elapsed = seconds ?? (performance.now() - started) / 1000;
    const cpuMs = cpu.stop();
    const totalCpuMs = cpuMs.postgres + cpuMs.worker + cpuMs.temporal + cpuMs.own;
    await waitForDeliveryCallbacks(ctx.env.sandboxes.sms.sandbox.delivery);
    const rate = seconds === null ? 0 : Math.round(MESSAGES / seconds);
    const cores = os.availableParallelism();
    const results: BenchResult[] = [{
      name: `Bulk send of ${MESSAGES.toLocaleString('en')} messages: the 202, after ${WARM_UP_REQUESTS} warm-up requests`,
      figures: { '202 ms': Math.round(acceptMs), 'first bulk 202 of the process (cold) ms': Math.round(warmUps[0]) },
      target: `202 < ${TARGET_ACCEPT_MS} ms`,
      pass: acceptMs < TARGET_ACCEPT_MS,
    }, {
      name: `Bulk send of ${MESSAGES.toLocaleString('en')} messages: 202 → every message past queued (worker in its own process)`,
      figures: {
        'seconds': elapsed.toFixed(2), 'messages/s': rate,
        // Where the time goes, from the request to the last message past queued: the CPU of each process, and the
        // seconds that CPU needs at best, spread over every core with none idle.
        'CPU ms PostgreSQL': Math.round(cpuMs.postgres), 'worker': Math.round(cpuMs.worker), 'Temporal': Math.round(cpuMs.temporal),
        'API + sandbox': Math.round(cpuMs.own), [`all CPU over ${cores} cores s`]: (totalCpuMs / cores / 1000).toFixed(2),
      },
      baseline: {
        name: `sandbox text/multi, pages of ${DEFAULT_PAGE_SIZE} × ${PARALLEL_PAGES} parallel`,
        figures: { 'messages/s': Math.round(raw.rate), 'CPU ms': Math.round(raw.cpuMs) },
      },
      ratio: `${Math.round((100 * rate) / raw.rate)} % of the raw rate`,
      target: `≥ ${TARGET_PER_SECOND} messages/s and ≥ ${TARGET_SHARE_OF_RAW * 100} % of the raw rate`,
      pass: rate >= TARGET_PER_SECOND && rate >= TARGET_SHARE_OF_RAW * raw.rate,
    }];
    return results;
  });
};
