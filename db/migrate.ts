import path from 'node:path';
import { Sequelize } from 'sequelize';
import type { MigrationParams } from './sql-migration';
import { Umzug, SequelizeStorage } from 'umzug';
import { createSequelize } from './sequelize';
import { logger } from '../infra/logger';

const log = logger.child({ component: 'migrate' });
type MigrationFn = (params: MigrationParams) => Promise<void>;
// Any fixed number: every process that migrates takes this advisory lock, so API replicas starting
// together run each migration exactly once.
const MIGRATION_LOCK_KEY = 727_100_001;

export function createMigrator(sequelize: Sequelize): Umzug<Sequelize> {
  return new Umzug({
    migrations: {
      glob: ['migrations/*.{ts,js}', { cwd: __dirname, ignore: ['**/*.d.ts'] }],
      // require(), not import(): the TypeScript loader (tsx/cjs) hooks require only.
      resolve: ({ name, path: file, context }) => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const migration = require(file!) as { up: MigrationFn; down: MigrationFn };
        return { name, up: () => migration.up({ context }), down: () => migration.down({ context }) };
      },
    },
    context: sequelize,
    storage: new SequelizeStorage({ sequelize, tableName: 'schema_migrations' }),
    logger: { info: (m) => log.info(m), warn: (m) => log.warn(m), error: (m) => log.error(m), debug: () => undefined },
  });
}

/** Applies every pending migration, serialised across processes by an advisory lock. */
export async function migrateToLatest(sequelize: Sequelize): Promise<string[]> {
  const migrator = createMigrator(sequelize);
  return sequelize.transaction(async (transaction) => {
    await sequelize.query('SELECT pg_advisory_xact_lock(:key)', {
      replacements: { key: MIGRATION_LOCK_KEY },
      transaction,
    });
    const applied = await migrator.up();
    return applied.map((m) => m.name);
  });
}

if (require.main === module) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    log.error('DATABASE_URL must be set');
    process.exit(2);
  }
  const sequelize = createSequelize(url, { poolMax: 2 });
  migrateToLatest(sequelize)
    .then((names) =>
      log.info({ applied: names, migrationsDir: path.join(__dirname, 'migrations') }, 'migrations applied'),
    )
    .catch((err: unknown) => {
      log.error({ err }, 'migration failed');
      process.exitCode = 1;
    })
    .finally(() => sequelize.close());
}
