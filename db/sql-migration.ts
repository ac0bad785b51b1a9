import type { Sequelize } from 'sequelize';

export interface MigrationParams {
  context: Sequelize;
}

/**
 * A migration written as SQL. One multi-statement query runs as one implicit transaction in PostgreSQL,
 * so a failing migration leaves nothing half-applied.
 */
export function sqlMigration(upSql: string, downSql: string) {
  return {
    up: async ({ context }: MigrationParams) => {
      await context.query(upSql);
    },
    down: async ({ context }: MigrationParams) => {
      await context.query(downSql);
    },
  };
}
