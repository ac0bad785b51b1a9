import { sqlMigration } from '../sql-migration';

/**
 * The counters of the authentication throttles (api/auth/auth-throttle.ts), in the schema rate-limiter-flexible's
 * RateLimiterPostgres expects (key, points, expire in epoch milliseconds). Created here rather than by the library at
 * start, so API processes starting together never race to create it. Expired rows are deleted by the library.
 */
export = sqlMigration(`
  CREATE TABLE auth_limits (
    key varchar(255) PRIMARY KEY,
    points integer NOT NULL DEFAULT 0,
    expire bigint
  );
`, `
  DROP TABLE auth_limits;
`);
