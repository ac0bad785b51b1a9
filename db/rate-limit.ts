import { QueryTypes, type Sequelize } from 'sequelize';

/**
 * Takes one request slot of a tenant's rolling-window limit, held in PostgreSQL so every API process shares it
 * (`take_rate_limit_slot`, messages migration: per-second buckets under a per-tenant advisory lock).
 * Returns 0 when allowed, else the seconds until a slot frees.
 *
 * The statement commits without waiting for the WAL flush (`set_config(…, true)` lasts until its own implicit
 * transaction commits): the advisory lock is otherwise held through an fsync, which serialised every send of a
 * tenant, across API processes, at one per flush. A database crash may forget the last second's hits; nothing else.
 */
export async function takeRateLimitSlot(
  sequelize: Sequelize, tenantId: number, key: string, limit: number, windowSeconds = 60,
): Promise<number> {
  const [row] = await sequelize.query<{ wait: number }>(
    "SELECT set_config('synchronous_commit', 'off', true), take_rate_limit_slot($1, $2, $3, $4) AS wait",
    { bind: [tenantId, key, limit, windowSeconds], type: QueryTypes.SELECT },
  );
  return row.wait;
}
