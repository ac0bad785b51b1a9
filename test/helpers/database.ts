import { Client } from 'pg';

/** The server the tests create their databases on (the machine's PostgreSQL 15, started by scripts/setup.sh). */
export const adminDatabaseUrl = (): string =>
  process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';

async function withAdminClient<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: adminDatabaseUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates an empty database for one test run and returns its URL. */
export async function createTestDatabase(name: string): Promise<string> {
  await withAdminClient((c) => c.query(`CREATE DATABASE "${name}"`));
  const url = new URL(adminDatabaseUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropTestDatabase(name: string): Promise<void> {
  await withAdminClient((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}
