/**
 * Whether an error means PostgreSQL could not be reached (stopped, restarting, the network between us down) rather
 * than that a statement was wrong: the caller may then keep its work elsewhere and apply it when the database answers.
 */
import { ConnectionError, DatabaseError } from 'sequelize';

/**
 * SQLSTATE class 08 (connection exception), and the server shutting down or still starting: 57P01 admin_shutdown,
 * 57P02 crash_shutdown, 57P03 cannot_connect_now.
 */
const UNAVAILABLE_CODE = /^(08...|57P0[123])$/;
/** What pg throws for a connection the server closed mid-query (no SQLSTATE: the server said nothing). */
const CONNECTION_LOST = /Connection terminated|connection is closed|ECONNRESET|ECONNREFUSED/i;

export function isDatabaseUnavailable(err: unknown): boolean {
  // Refused, timed out, host not found, no pooled connection within the acquire timeout: all ConnectionError.
  if (err instanceof ConnectionError) return true;
  if (!(err instanceof DatabaseError)) return false;
  const { code, message } = err.parent as Error & { code?: unknown };
  return typeof code === 'string' ? UNAVAILABLE_CODE.test(code) : CONNECTION_LOST.test(message);
}
