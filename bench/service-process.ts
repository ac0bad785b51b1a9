import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../test/helpers/free-port';

const ROOT = path.resolve(__dirname, '..');

export interface ServiceProcess {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

interface StartOptions {
  entry: string;
  env: Record<string, string>;
  /** Lines of the log that say the service is up (one per process of a cluster). */
  readyLine: string;
  readyCount: number;
  nodeArgs?: string[];
}

/**
 * Starts a service entry (`api/main.ts`, the bare server) as a process of its own on a free port. Its log goes
 * to a file, as a deployed service's would, not through a pipe the bench process would have to read.
 */
async function startServiceProcess(options: StartOptions): Promise<ServiceProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const logFile = path.join(os.tmpdir(), `bench-${path.basename(options.entry, '.ts')}-${process.pid}-${port}.log`);
  const fd = openSync(logFile, 'w');
  const child = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), '--require', 'tsx/cjs', path.join(ROOT, options.entry)],
    {
      cwd: ROOT,
      env: { ...process.env, PORT: String(port), PUBLIC_BASE_URL: url, ...options.env },
      stdio: ['ignore', fd, fd],
    },
  );
  closeSync(fd);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const started = Date.now();
  for (;;) {
    const log = readFileSync(logFile, 'utf8');
    if (log.split(options.readyLine).length - 1 >= options.readyCount) break;
    if (child.exitCode !== null || Date.now() - started > 120_000)
      throw new Error(`${options.entry} did not start:\n${log.slice(-2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    child,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(logFile, { force: true });
    },
  };
}

/**
 * `npm run api` with `API_PROCESSES=processes`, on the bench's database, Temporal and sandboxes, logging at
 * `info` as in production. Its own URL is its PUBLIC_BASE_URL, so the gateway's delivery callbacks come to it.
 */
export function startApiProcesses(
  processes: number,
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
): Promise<ServiceProcess> {
  return startServiceProcess({
    entry: 'api/main.ts',
    env: { API_PROCESSES: String(processes), LOG_LEVEL: 'info', NODE_ENV: 'production', ...env },
    readyLine: '"api listening"',
    readyCount: processes,
    nodeArgs,
  });
}

/** The ceiling: a bare `node:http` server answering JSON (bench/bare-http-server.ts). */
export function startBareHttpServer(): Promise<ServiceProcess> {
  return startServiceProcess({
    entry: 'bench/bare-http-server.ts',
    env: {},
    readyLine: 'bare server listening',
    readyCount: 1,
  });
}

/** Express as shipped: a bare Express 5 hello on a default `app.listen` (bench/bare-express-server.ts), shown beside the bare `node:http` one. */
export function startBareExpressServer(): Promise<ServiceProcess> {
  return startServiceProcess({
    entry: 'bench/bare-express-server.ts',
    env: {},
    readyLine: 'bare express listening',
    readyCount: 1,
  });
}

/**
 * Runs `body` against one `npm run api` process of its own, as deployed: not the bench process's in-process API,
 * whose event loop and heap it shares with the worker and the seeding.
 */
export async function withApiProcess<T>(body: (url: string) => Promise<T>): Promise<T> {
  // BENCH_API_NODE_FLAGS adds node flags for a diagnosis, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`, as for the worker.
  const api = await startApiProcesses(1, {}, (process.env.BENCH_API_NODE_FLAGS ?? '').split(' ').filter(Boolean));
  try {
    return await body(api.url);
  } finally {
    await api.stop();
  }
}
