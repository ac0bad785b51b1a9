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
  return new Client({ connection, namespace });
}

export const connectTemporalWorker = (address: string): Promise<NativeConnection> =>
  retrying('worker', () => NativeConnection.connect({ address }));
