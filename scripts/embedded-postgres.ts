import { existsSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { logger } from '../infra/logger';

const log = logger.child({ component: 'embedded-postgres' });

/** The signals `npm start` handles itself (infra/shutdown.ts), stopping its parts newest first. */
const STOP_SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM'];

/**
 * The package, without the handlers it adds at import (through async-exit-hook) for SIGINT and SIGTERM: they stop
 * every PostgreSQL it started and exit the process, racing our own shutdown, so the database went away under the
 * API and the worker, and the process exited before it stopped the Temporal dev server, which kept its ports.
 */
async function importEmbeddedPostgres() {
  const before = new Map(STOP_SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));
  const module = await import('embedded-postgres');
  for (const signal of STOP_SIGNALS) {
    for (const listener of process.listeners(signal))
      if (!before.get(signal)!.has(listener)) process.removeListener(signal, listener);
  }
  return module;
}

/**
 * A real PostgreSQL server from the embedded-postgres npm package, with its data under `.data/postgres`
 * (kept across runs). Returns the DATABASE_URL of the `messaging` database and a stop function.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
): Promise<{ databaseUrl: string; stop(): Promise<void> }> {
  const databaseDir = path.join(dataDir, 'postgres');
  // The package is ESM-only; this project is CommonJS (Temporal's bundler needs it).
  const { default: EmbeddedPostgres } = await importEmbeddedPostgres();
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    // Postgres refuses to run as root; the package runs it as an OS user `postgres` instead.
    createPostgresUser: true,
    // The package asks for en_US.UTF-8 messages, a locale fresh Debian machines lack; later flags win.
    initdbFlags: ['--lc-messages=C.UTF-8', '--locale=C.UTF-8', '--encoding=UTF8'],
    onLog: (message) => log.debug({ message: String(message).trim() }),
    onError: (err) => log.warn({ err: String(err) }, 'embedded postgres'),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    log.info({ databaseDir }, 'initialising embedded PostgreSQL');
    await pg.initialise();
  }
  await pg.start();
  const admin = new Client({ host: '127.0.0.1', port, user: 'postgres', password: 'postgres', database: 'postgres' });
  await admin.connect();
  const exists = await admin.query(`SELECT 1 FROM pg_database WHERE datname = 'messaging'`);
  if (exists.rowCount === 0) await admin.query('CREATE DATABASE messaging');
  await admin.end();
  log.info({ port, databaseDir }, 'embedded PostgreSQL ready');
  return { databaseUrl: `postgres://postgres:postgres@127.0.0.1:${port}/messaging`, stop: () => pg.stop() };
}
