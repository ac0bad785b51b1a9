import cluster, { type Worker } from 'node:cluster';
import { logger } from '../../infra/logger';
import { SHUTDOWN_MESSAGE } from '../../infra/shutdown';

const log = logger.child({ component: 'api-cluster' });

/** `API_PROCESSES` (default 1, at most 64): how many API processes `npm run api` runs on its port. */
export function apiProcessCount(value = process.env.API_PROCESSES): number {
  const count = value === undefined || value === '' ? 1 : Number(value);
  if (!Number.isInteger(count) || count < 1 || count > 64)
    throw new Error('API_PROCESSES must be an integer from 1 to 64');
  return count;
}

/**
 * The primary of `API_PROCESSES` > 1: forks that many API processes sharing the port (node:cluster hands new
 * connections to them round-robin) and replaces one that dies. SIGINT/SIGTERM stop them all gracefully (a message,
 * not a signal: Ctrl-C already signalled them from the terminal), then the primary.
 * The primary itself opens no database or Temporal connection.
 */
export function runApiPrimary(processes: number): void {
  let stopping = false;
  const fork = (): Worker =>
    cluster.fork().once('exit', (code, signal) => {
      if (stopping) return;
      log.error({ code, signal }, 'an API process died; starting another');
      fork();
    });
  for (let i = 0; i < processes; i++) fork();
  log.info({ processes }, 'api cluster started');
  const stop = () => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    let running = workers.length;
    if (running === 0) process.exit(0);
    for (const worker of workers) {
      worker.once('exit', () => {
        running -= 1;
        if (running === 0) process.exit(0);
      });
      worker.send(SHUTDOWN_MESSAGE);
    }
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
