import { createHash } from 'node:crypto';
import type { Client } from 'pg';
import type { Sequelize } from 'sequelize';

const names = new Map<string, string>();

/** A statement's name on every connection: its text's hash, so one name never stands for two texts. */
function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `ps_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

/**
 * Runs a read-only SELECT as a named prepared statement on a pooled connection, outside any transaction.
 * PostgreSQL then plans it once per connection (a generic plan once the first executions show it costs no more)
 * instead of on every call: for the wide JSON-building list queries the planning took as long as the execution.
 * Only for statements whose best plan does not depend on the values bound, or whose every plan is a good one (a
 * contact search with a trigram in each pattern it looks up, db/contact-list.ts; not a one-letter one).
 */
export async function preparedSelect<T>(sequelize: Sequelize, text: string, values: unknown[]): Promise<T[]> {
  const manager = sequelize.connectionManager as unknown as {
    getConnection(options: { type: string }): Promise<Client>;
    releaseConnection(connection: Client): void;
  };
  const connection = await manager.getConnection({ type: 'SELECT' });
  try {
    const result = await connection.query<T & object>({ name: statementName(text), text, values });
    return result.rows;
  } finally {
    manager.releaseConnection(connection);
  }
}
