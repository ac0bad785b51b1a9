import { Client, Connection } from '@temporalio/client';
import { NativeConnection } from '@temporalio/worker';
import { logger } from './logger';

const log = logger.child({ component: 'temporal' });

/** Retries until Temporal answers, so an API or worker can start before the server is up. */
async function retrying<T>(what: string, attempt: () => Promise<T>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (let n = 1; ; n++) {
    try {
      return await attempt();
    } catch (err) {
      if (Date.now() > deadline) throw err;
      if (n % 10 === 1) log.warn({ err: String(err), what }, 'temporal not reachable yet, retrying');
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

export async function connectTemporalClient(address: string, namespace: string): Promise<Client> {
  const connection = await retrying('client', () => Connection.connect({ address }));
  // Connecting runs a call under `withDeadline`, which enables the connection's AsyncLocalStorage and with it
  // Node's async hooks for the life of the process: a hook on every promise, timer and socket write (3 % of an API
  // request's CPU). We set no per-call deadlines or metadata, so it goes off again; a later `with*` call re-enables it.
  connection.callContextStorage.disable();
  return new Client({ connection, namespace });
}

export const connectTemporalWorker = (address: string): Promise<NativeConnection> =>
  retrying('worker', () => NativeConnection.connect({ address }));
