/**
 * One PostgreSQL connection that LISTENs to a channel, for caches that must forget an entry as soon as another
 * process changes it. `isCurrent()` says whether every notification committed up to about a second ago has been
 * received: the connection is up, listening, and answered a heartbeat that recently. A heartbeat proves it
 * because PostgreSQL delivers pending notifications before it answers a query on the same connection. While not
 * current (a lost or silent connection, or not yet listening), callers must not trust what they cached, and on
 * every (re)connection `onReset` tells them to forget it, since notifications sent meanwhile were lost.
 */
import pg from 'pg';
import type { Logger } from './logger';

export interface PgListener {
  isCurrent(): boolean;
  stop(): Promise<void>;
}

export interface PgListenerOptions {
  databaseUrl: string;
  channel: string;
  onNotify(payload: string): void;
  onReset(): void;
  logger: Logger;
  /** How old the last answered heartbeat may be for the listener to count as current (default 1,000 ms). */
  freshnessMs?: number;
}

const HEARTBEAT_EVERY_MS = 250;
/** A heartbeat unanswered this long means a silent connection: replace it. */
const HEARTBEAT_TIMEOUT_MS = 5000;
const RECONNECT_AFTER_MS = 1000;

export function startPgListener(options: PgListenerOptions): PgListener {
  const freshnessMs = options.freshnessMs ?? 1000;
  if (!/^[a-z_][a-z0-9_]*$/.test(options.channel)) throw new Error('a channel name is a plain identifier');
  let client: pg.Client | undefined;
  let heartbeatSentAt = 0;
  let heartbeatPendingSince = 0;
  let currentSince = 0;
  let stopped = false;
  let reconnectTimer: NodeJS.Timeout | undefined;

  const lose = (lost: pg.Client, err: unknown) => {
    if (client !== lost) return;
    client = undefined;
    currentSince = 0;
    heartbeatPendingSince = 0;
    lost.removeAllListeners('notification');
    lost.end().catch(() => undefined);
    options.onReset();
    if (stopped) return;
    options.logger.warn({ err, channel: options.channel }, 'notification listener lost its connection; reconnecting');
    reconnectTimer = setTimeout(connect, RECONNECT_AFTER_MS);
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({
      connectionString: options.databaseUrl,
      keepAlive: true,
      application_name: `listen:${options.channel}`,
    });
    next.on('error', (err) => lose(next, err));
    next.on('notification', (message) => {
      if (message.payload) options.onNotify(message.payload);
    });
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${options.channel}`);
      options.onReset(); // whatever was cached before this LISTEN may have missed a notification
      currentSince = Date.now();
    } catch (err) {
      lose(next, err);
    }
  }

  const heartbeat = setInterval(() => {
    const current = client;
    if (!current || currentSince === 0) return;
    const sentAt = Date.now();
    if (heartbeatPendingSince > 0) {
      if (sentAt - heartbeatPendingSince > HEARTBEAT_TIMEOUT_MS) lose(current, new Error('heartbeat unanswered'));
      return;
    }
    heartbeatPendingSince = sentAt;
    current.query('SELECT 1').then(
      () => {
        heartbeatPendingSince = 0;
        heartbeatSentAt = Math.max(heartbeatSentAt, sentAt);
      },
      (err: unknown) => lose(current, err),
    );
  }, HEARTBEAT_EVERY_MS);
  heartbeat.unref();
  void connect();

  return {
    isCurrent: () => currentSince > 0 && Date.now() - Math.max(heartbeatSentAt, currentSince) < freshnessMs,
    async stop() {
      stopped = true;
      clearInterval(heartbeat);
      clearTimeout(reconnectTimer);
      const last = client;
      client = undefined;
      await last?.end().catch(() => undefined);
    },
  };
}
