import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createWriteStream, readFileSync } from 'node:fs';
import path from 'node:path';
import axios, { type AxiosInstance } from 'axios';
import { createApp } from '../api/http/app';
import { createAppServer } from '../api/http/app-server';
import { logger } from '../infra/logger';
import {
  compileWorker,
  COMPILED_WORKER_MAIN,
  isCompiledWorkerFresh,
  WORKER_MALLOC_ENV,
  WORKER_NODE_FLAGS,
} from '../worker/compiled-worker';
import { DEFAULT_BUNDLE_FILE } from '../worker/workflow-bundle';
import type { TestEnv } from '../test/helpers/env';

export interface WorkerProcess {
  child: ChildProcess;
  /** RSS (MB) now. */
  rssMb(): number;
  /** Highest RSS (MB) seen since `resetPeak`, sampled every 100 ms. */
  peakRssMb(): number;
  resetPeak(): void;
  stop(): Promise<void>;
}

function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : 0;
}

/**
 * A production worker (`worker/main.ts` compiled as `npm run build` does, with the memory settings of `npm run worker` in package.json) in its own
 * process on `taskQueue`, with the same database, Temporal and gateway as the bench, loading the workflow bundle by
 * its path as `npm run worker` does (the bench's environment rebuilt it if stale), so its memory is measured apart
 * from the API and the sandbox that share the bench process.
 */
export async function startWorkerProcess(taskQueue: string): Promise<WorkerProcess> {
  if (!isCompiledWorkerFresh()) compileWorker();
  // BENCH_WORKER_NODE_FLAGS adds node flags for a diagnosis, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` (written at its exit).
  const extraFlags = (process.env.BENCH_WORKER_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...WORKER_NODE_FLAGS, ...extraFlags, COMPILED_WORKER_MAIN], {
    cwd: path.resolve(__dirname, '..'),
    env: {
      ...WORKER_MALLOC_ENV,
      ...process.env,
      TEMPORAL_TASK_QUEUE: taskQueue,
      WORKFLOW_BUNDLE_FILE: DEFAULT_BUNDLE_FILE,
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('worker process did not start within 120 s')), 120_000);
    child.once('exit', (code) => reject(new Error(`worker process exited with ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('worker running')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  child.removeAllListeners('exit');
  child.stdout!.removeAllListeners('data');
  // Keep draining: a full pipe would block the worker's logger. BENCH_WORKER_LOG keeps its lines for a diagnosis.
  if (process.env.BENCH_WORKER_LOG) child.stdout!.pipe(createWriteStream(process.env.BENCH_WORKER_LOG));
  else child.stdout!.resume();
  let peak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(child.pid!));
  }, 100);
  return {
    child,
    rssMb: () => rssMb(child.pid!),
    peakRssMb: () => Math.max(peak, rssMb(child.pid!)),
    resetPeak: () => {
      peak = rssMb(child.pid!);
    },
    async stop() {
      clearInterval(sampler);
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Runs `work` against an API instance (in the bench process) whose sends go to a fresh task queue served only by
 * a worker process: the production split of API and worker, with the worker's memory measurable.
 */
export async function withWorkerProcess<T>(
  env: TestEnv,
  token: string,
  work: (api: AxiosInstance, worker: WorkerProcess) => Promise<T>,
): Promise<T> {
  const taskQueue = `bench-${randomUUID()}`;
  const worker = await startWorkerProcess(taskQueue);
  const { server } = createAppServer(
    createApp({ ...env.activityDeps, config: { ...env.config, taskQueue }, temporal: env.temporal, logger }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const api = axios.create({
      baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`,
      validateStatus: () => true,
      headers: { Authorization: `Bearer ${token}` },
      maxBodyLength: Infinity,
    });
    return await work(api, worker);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await worker.stop();
  }
}
