import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { installTemporalRuntime } from '../infra/temporal-runtime';
import { logger } from '../infra/logger';
import { loadConfig } from '../infra/config';
import { onShutdownSignal } from '../infra/shutdown';
import { startTemporalDevServer } from '../infra/temporal-dev-server';
import { createSequelize } from '../db/sequelize';
import { migrateToLatest } from '../db/migrate';
import { startApiServer } from '../api/http/server';
import { startWorkerProcess } from '../worker/run-worker';
import { startEmbeddedPostgres } from './embedded-postgres';
import { startSandboxes } from './sandboxes';
import { defaultSuperAdmin, persistentSecret } from './dev-secrets';

const DATA_DIR = path.resolve(__dirname, '../.data');
const log = logger.child({ component: 'start' });
type Stop = () => Promise<void>;

/**
 * `npm start`: everything in one command. Whatever is not configured is started here: embedded PostgreSQL
 * (DATABASE_URL unset), the Temporal dev server with its Web UI on 8233 (TEMPORAL_ADDRESS unset) and the provider
 * sandboxes (their URLs unset). Then migrations, a worker and the API. Ctrl-C stops all of it, newest first.
 */
async function main() {
  mkdirSync(DATA_DIR, { recursive: true });
  const stops: Stop[] = [];
  onShutdownSignal(async () => {
    for (const stop of stops.reverse()) await stop().catch((err: unknown) => log.error({ err }, 'stop failed'));
  });
  installTemporalRuntime();

  process.env.JWT_SECRET ??= persistentSecret(DATA_DIR, 'jwt-secret').value;
  process.env.DELIVERY_WEBHOOK_TOKEN ??= persistentSecret(DATA_DIR, 'delivery-webhook-token').value;
  process.env.USSD_CALLBACK_TOKEN ??= persistentSecret(DATA_DIR, 'ussd-callback-token').value;
  process.env.PUBLIC_BASE_URL ??= `http://localhost:${process.env.PORT ?? 3000}`;
  // A development machine: webhook endpoints may be local receivers (http://localhost:…).
  process.env.WEBHOOKS_ALLOW_PRIVATE ??= 'true';
  const superAdmin = defaultSuperAdmin(process.env, DATA_DIR);
  if (!process.env.DATABASE_URL) {
    const pg = await startEmbeddedPostgres(DATA_DIR, Number(process.env.EMBEDDED_PG_PORT ?? 54329));
    stops.push(pg.stop);
    process.env.DATABASE_URL = pg.databaseUrl;
  }
  if (!process.env.TEMPORAL_ADDRESS) {
    const temporal = await startTemporalDevServer({
      port: 7233,
      uiPort: 8233,
      dbFilename: path.join(DATA_DIR, 'temporal.sqlite'),
    });
    stops.push(temporal.stop);
    process.env.TEMPORAL_ADDRESS = temporal.address;
  }
  stops.push(await startSandboxes(process.env));

  const config = loadConfig();
  const sequelize = createSequelize(config.databaseUrl, { poolMax: 2 });
  const applied = await migrateToLatest(sequelize);
  await sequelize.close();
  log.info({ applied }, 'migrations up to date');

  const worker = await startWorkerProcess(config);
  stops.push(worker.stop);
  const api = await startApiServer(config);
  stops.push(api.stop);
  log.info(
    {
      console: `${config.publicBaseUrl}/app`,
      api: `${config.publicBaseUrl}/api`,
      docs: `${config.publicBaseUrl}/docs`,
      temporalUi: 'http://localhost:8233',
      // The password only when generated just now: never one the operator set, which would then sit in the log.
      superAdmin: {
        email: superAdmin.email,
        password: superAdmin.generatedPassword,
        passwordFile: superAdmin.passwordFile,
      },
    },
    'messaging platform is up (Ctrl-C stops everything)',
  );
}

main().catch((err: unknown) => {
  log.fatal({ err }, 'start failed');
  process.exit(1);
});
