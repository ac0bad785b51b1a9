import type { Sequelize } from 'sequelize';

/**
 * Statements of the request path that run as named prepared statements: each pooled connection parses one once, and
 * PostgreSQL plans it once it has seen that a generic plan costs no more than its custom ones (plan_cache_mode auto).
 * Sequelize sends every bound statement unnamed, which PostgreSQL parses and plans anew each time: for a single
 * send's statements the planning cost more than the execution (pg_stat_statements with track_planning, issue 12).
 *
 * Only for statements whose plan does not depend on their values (lookups by key, unnest of arrays) and that name
 * their result columns: a prepared `SELECT *` would fail once a migration changes the table under it.
 */
const names = new Map<string, string>();

/** Marks `sql` as prepared; returns it trimmed, as Sequelize sends it. */
export function preparedStatement(sql: string): string {
  const text = sql.trim();
  if (!names.has(text)) names.set(text, `prepared_${names.size + 1}`);
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
      const name = typeof config === 'string' && Array.isArray(values) ? names.get(config) : undefined;
      return name ? query({ name, text: config, values }, callback) : query(config, values, callback);
    };
  });
}
