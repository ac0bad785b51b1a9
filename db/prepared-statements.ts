import { createHash } from 'node:crypto';
import type { Client } from 'pg';
import type { Sequelize } from 'sequelize';

/**
 * Statements that run as named prepared statements: each pooled connection parses one once, and PostgreSQL plans it
 * once it has seen that a generic plan costs no more than its custom ones (plan_cache_mode auto). Sequelize sends
 * every bound statement unnamed, which PostgreSQL parses and plans anew each time: for a single send's statements and
 * the wide JSON-building list queries the planning cost as much as the execution (pg_stat_statements with
 * track_planning).
 *
 * Two ways in, one naming:
 * - preparedStatement marks a text, and every query of that text through Sequelize (in a transaction or not) is sent
 *   by name. For statements whose plan does not depend on their values (lookups by key, unnest of arrays) and that
 *   name their result columns: a prepared `SELECT *` would fail once a migration changes the table under it.
 * - preparedSelect runs one read-only SELECT by name, outside any transaction, without marking its text: the wide
 *   list pages, and a contact search only when every plan of it is a good one (one with a pattern of no trigram runs
 *   the same text unprepared, db/contacts/contact-list.ts).
 */

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

const marked = new Set<string>();

/** Marks `sql` as prepared; returns it trimmed, as Sequelize sends it. */
export function preparedStatement(sql: string): string {
  const text = sql.trim();
  marked.add(text);
  return text;
}

type QueryCallback = (err: Error | null, result: unknown) => void;
interface PgClient {
  query(config: unknown, values?: unknown, callback?: QueryCallback): unknown;
}

/**
 * Makes each new connection of the pool send the marked statements by name (node-postgres prepares a named
 * statement on its first use on a connection and then only binds it).
 */
export function usePreparedStatements(sequelize: Sequelize): void {
  sequelize.addHook('afterConnect', (connection: unknown) => {
    const client = connection as PgClient;
    const query = client.query.bind(client);
    client.query = (config, values, callback) => {
      const isMarked = typeof config === 'string' && Array.isArray(values) && marked.has(config);
      return isMarked
        ? query({ name: statementName(config), text: config, values }, callback)
        : query(config, values, callback);
    };
  });
}

/** Runs a read-only SELECT as a named prepared statement on a pooled connection, outside any transaction. */
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
