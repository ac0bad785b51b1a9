import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { Connection } from '@temporalio/client';
import { logger } from './logger';

const log = logger.child({ component: 'temporal-dev-server' });

/** Path of the CLI installed by scripts/setup.sh (overridable for other layouts). */
export const temporalCliPath = (): string =>
  process.env.TEMPORAL_CLI_PATH ?? path.resolve(__dirname, '../.tools/temporal/bin/temporal');

export const temporalTestServerPath = (): string =>
  process.env.TEMPORAL_TEST_SERVER_PATH ?? path.resolve(__dirname, '../.tools/temporal/bin/temporal-test-server');

export interface DevServerOptions {
  port: number;
  uiPort?: number; // omitted: headless
  dbFilename?: string; // omitted: in memory
  extraArgs?: string[];
  startTimeoutMs?: number;
}

export interface DevServer {
  address: string;
  stop(): Promise<void>;
}

/**
 * Starts `temporal server start-dev` and waits until its frontend answers. We start it ourselves instead of
 * through @temporalio/testing because the SDK gives the process a hard-coded 5 s, too short on a loaded 2-core CI.
 */
export async function startTemporalDevServer(options: DevServerOptions): Promise<DevServer> {
  const address = `127.0.0.1:${options.port}`;
  const args = [
    'server',
    'start-dev',
    '--ip',
    '127.0.0.1',
    '--port',
    String(options.port),
    '--namespace',
    'default',
    '--log-level',
    'warn',
    '--log-format',
    'json',
    '--search-attribute',
    'TenantId=Int',
    '--dynamic-config-value',
    'frontend.enableUpdateWorkflowExecution=true',
    '--dynamic-config-value',
    'frontend.enableUpdateWorkflowExecutionAsyncAccepted=true',
    ...(options.uiPort ? ['--ui-port', String(options.uiPort), '--ui-ip', '127.0.0.1'] : ['--headless']),
    ...(options.dbFilename ? ['--db-filename', options.dbFilename] : []),
    ...(options.extraArgs ?? []),
  ];
  const child = spawn(temporalCliPath(), args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let exited = false;
  child.once('exit', (code) => {
    exited = true;
    log.info({ code }, 'temporal dev server exited');
  });
  child.stderr?.on('data', (chunk: Buffer) => log.debug({ line: chunk.toString().trim() }, 'temporal'));
  await waitUntilServing(address, child, () => exited, options.startTimeoutMs ?? 60_000);
  log.info({ address, uiPort: options.uiPort }, 'temporal dev server ready');
  return { address, stop: () => stopChild(child, () => exited) };
}

async function waitUntilServing(address: string, child: ChildProcess, exited: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited()) throw new Error(`temporal dev server exited during start (exit code ${child.exitCode})`);
    try {
      const connection = await Connection.connect({ address, connectTimeout: 1000 });
      try {
        await connection.workflowService.getSystemInfo({});
        return;
      } finally {
        await connection.close();
      }
    } catch (err) {
      if (Date.now() > deadline) throw new Error(`temporal dev server not ready after ${timeoutMs} ms: ${String(err)}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

async function stopChild(child: ChildProcess, exited: () => boolean): Promise<void> {
  if (exited()) return;
  const done = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await done;
  clearTimeout(timer);
}
