import pg from 'pg';
import type { Logger } from './logger';

export interface PgListenerOptions {
  connectionString: string;
  channel: string;
  logger: Logger;
  onNotification(payload: string): void;
  /** After every (re)connection: notifications sent while disconnected are lost, so look at the state instead. */
  onListening(): void;
}

export interface PgListener {
  stop(): Promise<void>;
}

const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;

/**
 * LISTENs on one channel over a dedicated connection (a pooled one could be handed to a query meanwhile) and keeps
 * listening: a lost connection (a database restart) is re-opened with backoff, never a crash.
 */
export function listenToPostgres(options: PgListenerOptions): PgListener {
  let client: pg.Client | undefined;
  let stopped = false;
  let delay = RECONNECT_MIN_MS;
  let timer: NodeJS.Timeout | undefined;

  const reconnectLater = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, delay);
    delay = Math.min(delay * 2, RECONNECT_MAX_MS);
  };

  const connect = async () => {
    const current = new pg.Client({ connectionString: options.connectionString });
    client = current;
    let lost = false;
    const onLost = (err?: Error) => {
      if (lost || stopped) return;
      lost = true;
      options.logger.warn({ err: err && { message: err.message } }, `LISTEN ${options.channel}: connection lost`);
      void current.end().catch(() => undefined);
      reconnectLater();
    };
    current.on('error', onLost);
    current.on('end', () => onLost());
    current.on('notification', (message) => options.onNotification(message.payload ?? ''));
    try {
      await current.connect();
      await current.query(`LISTEN ${options.channel}`);
      if (stopped) return void (await current.end());
      delay = RECONNECT_MIN_MS;
      options.onListening();
    } catch (err) {
      onLost(err as Error);
    }
  };

  void connect();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await client?.end().catch(() => undefined);
    },
  };
}
