import type { Sequelize } from 'sequelize';
import { RateLimiterPostgres } from 'rate-limiter-flexible';

/**
 * A fixed-window counter kept in PostgreSQL, so every API process counts against the same limit. The table exists (a
 * migration made it). `clearExpired`: this limiter's timer deletes the table's expired rows; one per table is enough.
 */
export function createPostgresLimiter(
  sequelize: Sequelize,
  options: { tableName: string; keyPrefix: string; points: number; durationSeconds: number; clearExpired?: boolean },
): RateLimiterPostgres {
  return new RateLimiterPostgres({
    storeClient: sequelize,
    storeType: 'sequelize',
    tableName: options.tableName,
    tableCreated: true,
    keyPrefix: options.keyPrefix,
    points: options.points,
    duration: options.durationSeconds,
    clearExpiredByTimeout: options.clearExpired ?? true,
  });
}
