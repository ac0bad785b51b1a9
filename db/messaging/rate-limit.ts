import { QueryTypes, type Sequelize } from 'sequelize';
import { missingRow } from '../missing-row';

/**
 * What a call of takeRateLimitSlots gave: the first `granted` requests pass, the rest wait `wait` seconds. After it,
 * `remaining` slots are left in the window, and in `resetIn` seconds its oldest second frees (1 to the window).
 */
export interface RateLimitGrant {
  granted: number;
  wait: number;
  remaining: number;
  resetIn: number;
}

/**
 * Takes `count` request slots of a tenant's rolling-window limit, held in PostgreSQL so every API process shares it
 * (`take_rate_limit_slots`, migration 20261201090000: per-second buckets under a per-tenant advisory lock). As many
 * as fit are granted; `wait` is the seconds until a slot frees when not all were. The same statement says what is
 * left (migration 20261206101700), so the RateLimit headers cost nothing more.
 *
 * The statement commits without waiting for the WAL flush (`set_config(…, true)` lasts until its own implicit
 * transaction commits): the advisory lock is otherwise held through an fsync, which serialised every send of a
 * tenant, across API processes, at one per flush. A database crash may forget the last second's hits; nothing else.
 */
export async function takeRateLimitSlots(
  sequelize: Sequelize,
  tenantId: number,
  key: string,
  limit: number,
  count: number,
  windowSeconds = 60,
): Promise<RateLimitGrant> {
  const [row = missingRow('the rate limit slots')] = await sequelize.query<RateLimitGrant>(
    // In FROM, not \`(f()).*\` in the select list, which would call the function once per column.
    `SELECT set_config('synchronous_commit', 'off', true), granted, wait, remaining, reset_in AS "resetIn"
      FROM take_rate_limit_slots($1, $2, $3, $4, $5)`,
    { bind: [tenantId, key, limit, windowSeconds, count], type: QueryTypes.SELECT },
  );
  return row;
}
