import { setTimeout as sleep } from 'node:timers/promises';
import { withWorkerProcess } from './worker-process';
import type { Benchmark } from './types';

/** How long the worker sits idle before its RSS is read: start-up allocations settle in a few seconds. */
const SETTLE_MS = 10_000;

/** A production worker (`worker/main.ts`, prebuilt workflow bundle) in its own process, idle: its RSS. */
export const run: Benchmark = async (ctx) => {
  const session = await ctx.createTenant();
  return withWorkerProcess(ctx.env, session.token, async (_api, worker) => {
    worker.resetPeak();
    await sleep(SETTLE_MS);
    const idle = worker.rssMb();
    return {
      name: 'npm run worker at idle (prebuilt workflow bundle)',
      figures: { 'idle RSS MB': Math.round(idle), 'peak RSS MB while idle': Math.round(worker.peakRssMb()) },
      target: 'idle RSS < 150 MB',
      pass: idle < 150,
    };
  });
};
