import pg from 'pg';
import { Sequelize } from 'sequelize';
import { initModels } from './models';
import { guardModelWritesAgainstControlCharacters } from './control-character-guard';
import { usePreparedStatements } from './prepared-statements';

// int8 (COUNT(*), bigserial ids, sums of credits) as JS numbers: every value we store stays far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number.parseInt(value, 10));

export interface DatabaseOptions {
  poolMax?: number;
  /**
   * Register the models on this connection (default). Model classes are global: a second connection in the same
   * process (a test's own database) must not take them over from the first.
   */
  models?: boolean;
}

/** Opens the pool and registers every model on it. */
export function createSequelize(databaseUrl: string, options: DatabaseOptions = {}): Sequelize {
  const sequelize = new Sequelize(databaseUrl, {
    dialect: 'postgres',
    logging: false,
    benchmark: false,
    pool: { max: options.poolMax ?? 10, min: 0, idle: 10_000, acquire: 30_000 },
    define: { underscored: true, timestamps: true },
  });
  if (options.models !== false) initModels(sequelize);
  guardModelWritesAgainstControlCharacters(sequelize);
  usePreparedStatements(sequelize);
  return sequelize;
}
