import type { AppConfig } from '../lib/infra/config';
import { logger } from '../lib/infra/logger';
import { createSequelize } from '../db/sequelize';
import { connectTemporalClient } from '../lib/infra/temporal-connection';
import { ensureSuperAdmin } from './auth/super-admin';
import { createApp } from './app';
import { createAppServer } from './app-server';
import { answerClientErrorsAsJson } from './client-errors';
import { createProviders } from '../lib/infra/providers';
import { createAuthCache } from './auth/auth-cache';

export interface RunningApi {
  url: string;
  stop(): Promise<void>;
}

/** Starts one API process: pool, Temporal client, super admin upsert, HTTP listener. */
export async function startApiServer(config: AppConfig): Promise<RunningApi> {
  const sequelize = createSequelize(config.databaseUrl, { poolMax: Number(process.env.DB_POOL_MAX ?? 20) });
  const temporal = await connectTemporalClient(config.temporalAddress, config.temporalNamespace);
  if (config.superAdminEmail && config.superAdminPassword) {
    await ensureSuperAdmin(sequelize, config.superAdminEmail, config.superAdminPassword);
  }
  const authCache = createAuthCache({ databaseUrl: config.databaseUrl, logger });
  const app = createApp({ sequelize, config, temporal, logger, authCache, ...createProviders(config) });
  const { server } = createAppServer(app);
  await new Promise<void>((resolve) => server.listen(config.port, resolve));
  server.keepAliveTimeout = 65_000;
  answerClientErrorsAsJson(server);
  const url = `http://127.0.0.1:${config.port}`;
  logger.info({ url, docs: `${url}/docs` }, 'api listening');
  return {
    url,
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await authCache.stop();
      await temporal.connection.close();
      await sequelize.close();
    },
  };
}
