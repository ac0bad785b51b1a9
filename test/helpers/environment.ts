import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { installTemporalRuntime } from '../../infra/temporal-runtime';
import { startTemporalDevServer, type DevServer } from '../../infra/temporal-dev-server';
import { connectTemporalClient, connectTemporalWorker } from '../../infra/temporal-connection';
import { loadConfig } from '../../infra/config';
import { logger } from '../../infra/logger';
import { createMailer } from '../../infra/mailer';
import { createSequelize } from '../../db/sequelize';
import { migrateToLatest } from '../../db/migrate';
import { ensureSuperAdmin } from '../../use-cases/accounts/super-admin';
import { createApp } from '../../api/http/app';
import { createAppServer, type AppServer } from '../../api/http/app-server';
import { createAuthCache } from '../../api/http/auth/auth-cache';
import { answerClientErrorsAsJson } from '../../api/http/errors/client-errors';
import { createWorker } from '../../worker/create-worker';
import { buildWorkflowBundle, isBundleFresh, loadWorkflowBundle } from '../../worker/workflow-bundle';
import { compileWorker, isCompiledWorkerFresh } from '../../worker/compiled-worker';
import { createProviders } from '../../infra/providers';
import { createTestDatabase, dropTestDatabase } from './database';
import { freePort } from './free-port';
import { currentTestEnv, setTestEnv, type TestEnv } from './env';
import { startTestSandboxes, type TestSandboxes } from './sandboxes';
import { startWebhookWakeups } from '../../use-cases/webhooks/wakeups';

let temporalServer: DevServer | undefined;
let sandboxes: TestSandboxes | undefined;
let workerRun: Promise<void> | undefined;
let webhookWakeups: { stop(): Promise<void> } | undefined;

/** Listens first (port 0) so PUBLIC_BASE_URL is known before the config is read. */
async function listenOnFreePort(): Promise<{ server: http.Server; serve: AppServer['serve']; baseUrl: string }> {
  const { server, serve } = createAppServer();
  answerClientErrorsAsJson(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, serve, baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/**
 * Starts one real environment: a fresh database on the machine's PostgreSQL (migrated), a Temporal dev server,
 * the provider sandboxes, the API on a free port and a worker. Used by the mocha root hooks and by `npm run bench`.
 */
export async function startTestEnvironment(extraEnv: Record<string, string> = {}): Promise<TestEnv> {
  process.env.NODE_ENV = 'test';
  installTemporalRuntime('WARN');
  const databaseName = `messaging_test_${Date.now()}_${process.pid}`;
  const [databaseUrl, temporalPort, { server, serve, baseUrl }] = await Promise.all([
    createTestDatabase(databaseName),
    freePort(),
    listenOnFreePort(),
  ]);
  temporalServer = await startTemporalDevServer({
    port: temporalPort,
    // Small histories make the continue-as-new paths run in small tests.
    extraArgs: ['--dynamic-config-value', 'limit.historyCount.suggestContinueAsNew=200'],
  });
  const deliveryWebhookToken = 'test-delivery-webhook-token';
  sandboxes = await startTestSandboxes(baseUrl, deliveryWebhookToken);
  Object.assign(process.env, {
    DATABASE_URL: databaseUrl,
    TEMPORAL_ADDRESS: temporalServer.address,
    TEMPORAL_TASK_QUEUE: `test-${randomUUID()}`,
    JWT_SECRET: 'test-secret-0123456789abcdef',
    PUBLIC_BASE_URL: baseUrl,
    DELIVERY_WEBHOOK_TOKEN: deliveryWebhookToken,
    // Webhook receivers of the tests listen on 127.0.0.1; retries and the give-up horizon shrunk to seconds.
    WEBHOOKS_ALLOW_PRIVATE: 'true',
    WEBHOOKS_TIMEOUT_MS: '1000',
    WEBHOOKS_RETRY_INITIAL_MS: '200',
    WEBHOOKS_RETRY_MAX_MS: '1000',
    WEBHOOKS_RETRY_HORIZON_MS: '6000',
    // Every test posts to the public pages from 127.0.0.1: the per-address limit is tested on an API of its own.
    PUBLIC_POST_LIMIT_PER_ADDRESS: '100000',
    SUPERADMIN_EMAIL: 'root@platform.test',
    SUPERADMIN_PASSWORD: 'root-password-1',
    // The tests and the benchmark register hundreds of organizations from 127.0.0.1 (and their API processes inherit
    // this): the register limit is off here; its own test turns it on in a second API.
    REGISTER_LIMIT_PER_HOUR: '0',
    ...sandboxes.env,
    ...extraEnv,
  });
  const config = loadConfig();
  const sequelize = createSequelize(databaseUrl, { poolMax: 20 });
  // The bundle `npm run build` makes (rebuilt here when workflows/ changed); worker processes of tests load it too.
  const [, workflowBundle] = await Promise.all([
    migrateToLatest(sequelize),
    (isBundleFresh() ? Promise.resolve() : buildWorkflowBundle()).then(() => loadWorkflowBundle()!),
  ]);
  if (!isCompiledWorkerFresh()) compileWorker(); // worker processes of tests run the compiled worker, as `npm run worker` does
  await ensureSuperAdmin(sequelize, config.superAdminEmail!, config.superAdminPassword!);
  const temporal = await connectTemporalClient(config.temporalAddress, config.temporalNamespace);
  // One set of provider clients for the API and the worker: they share the token and IPN-id caches.
  const providers = createProviders(config);
  const authCache = createAuthCache({ databaseUrl, logger });
  serve(createApp({ sequelize, config, temporal, logger, authCache, ...providers }));

  const mailer = createMailer({ from: config.mailFrom, logger, production: config.production });
  const activityDeps = { sequelize, config, mailer, logger, ...providers };
  const workerConnection = await connectTemporalWorker(config.temporalAddress);
  const worker = await createWorker(activityDeps, {
    connection: workerConnection,
    namespace: config.temporalNamespace,
    taskQueue: config.taskQueue,
    workflowBundle,
  });
  workerRun = worker.run();
  webhookWakeups = startWebhookWakeups({ sequelize, temporal, taskQueue: config.taskQueue, logger });
  const env: TestEnv = {
    databaseName,
    sequelize,
    config,
    temporal,
    workerConnection,
    workflowBundle,
    activityDeps,
    worker,
    mailer,
    server,
    baseUrl,
    sandboxes,
    authCache,
  };
  setTestEnv(env);
  return env;
}

/** Stops whatever was started, also after a failed start (a live child process would keep mocha running). */
export async function stopTestEnvironment(): Promise<void> {
  const env = currentTestEnv();
  await webhookWakeups?.stop();
  webhookWakeups = undefined;
  // The sandboxes first: their pending callbacks would otherwise reach an API whose database is already closed.
  await sandboxes?.stop();
  sandboxes = undefined;
  if (env) {
    if (env.worker.getState() === 'RUNNING') env.worker.shutdown();
    await workerRun;
    await env.workerConnection.close();
    env.server.closeAllConnections();
    await new Promise((resolve) => env.server.close(resolve));
    await env.authCache.stop();
    await env.temporal.connection.close();
    await env.sequelize.close();
    if (!process.env.KEEP_TEST_DATABASE) await dropTestDatabase(env.databaseName);
  }
  await temporalServer?.stop();
  setTestEnv(undefined);
}
