/**
 * The service's own processes (`api/main.ts`, `worker/main.ts`) started as children of a test, so it can kill them
 * with SIGKILL as an operating system would, and start new ones. `FAULT_CHILD_LOGS=1` shows their logs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import axios from 'axios';
import { freePort } from './free-port';
import { waitFor } from './wait-for';
import { DEFAULT_BUNDLE_FILE } from '../../worker/workflow-bundle';
import { COMPILED_WORKER_MAIN, WORKER_MALLOC_ENV, WORKER_NODE_FLAGS } from '../../worker/compiled-worker';

const ROOT = path.resolve(__dirname, '../..');

export interface ServiceProcess {
  child: ChildProcess;
  /** Exits like a crash: no handler runs. */
  kill(): Promise<void>;
  /** SIGTERM and wait (a graceful stop). */
  stop(): Promise<void>;
}

/** `entry`: a TypeScript file run through tsx, or compiled JavaScript run by node itself with `nodeArgs`. */
function startProcess(
  entry: string,
  env: Record<string, string>,
  ready: (line: string) => boolean,
  nodeArgs = ['--require', 'tsx/cjs'],
): Promise<ServiceProcess> {
  const child = spawn(process.execPath, [...nodeArgs, path.resolve(ROOT, entry)], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'info', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const handle: ServiceProcess = {
    child,
    async kill() {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${entry} did not start within 120 s:\n${output.slice(-2000)}`)),
      120_000,
    );
    child.once('exit', (code) => reject(new Error(`${entry} exited with ${code}:\n${output.slice(-2000)}`)));
    const onData = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-10_000);
      if (process.env.FAULT_CHILD_LOGS) process.stderr.write(chunk);
      if (chunk.toString().split('\n').some(ready)) {
        clearTimeout(timer);
        resolve(handle);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-10_000);
      if (process.env.FAULT_CHILD_LOGS) process.stderr.write(chunk);
    });
  });
}

/**
 * A worker process on `env.TEMPORAL_TASK_QUEUE` as `npm run worker` runs it: the compiled worker and the prebuilt
 * workflow bundle (the test environment builds both).
 */
export function startWorkerProcess(env: Record<string, string>): Promise<ServiceProcess> {
  return startProcess(
    COMPILED_WORKER_MAIN,
    { ...WORKER_MALLOC_ENV, WORKFLOW_BUNDLE_FILE: DEFAULT_BUNDLE_FILE, ...env },
    (line) => line.includes('"worker running"'),
    WORKER_NODE_FLAGS,
  );
}

/** An API process on a free port (its URL is also its PUBLIC_BASE_URL, so delivery callbacks come back to it). */
export async function startApiProcess(env: Record<string, string>): Promise<ServiceProcess & { url: string }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const api = await startProcess('api/main.ts', { PORT: String(port), PUBLIC_BASE_URL: url, ...env }, (line) =>
    line.includes('"api listening"'),
  );
  await waitFor(
    async () => (await axios.get(`${url}/healthz`, { validateStatus: () => true })).status === 200,
    30_000,
    100,
  );
  return { ...api, url };
}
