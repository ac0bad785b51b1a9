import type { AppConfig } from '../infra/config';
import { logger } from '../infra/logger';
import { createMailer } from '../infra/mailer';
import { createSequelize } from '../db/sequelize';
import { Client } from '@temporalio/client';
import { connectTemporalWorker } from '../infra/temporal-connection';
import type { ActivityDeps } from '../activities';
import { createWorker } from './create-worker';
import { createProviders } from '../infra/providers';
import { ensureBirthdaySchedule } from './schedules/birthday-wishes';
import { ensureStuckSendsSchedule } from './schedules/stuck-sends';
import { ensureLowBalanceAlertsSchedule } from './schedules/low-balance-alerts';
import { ensurePaymentThanksSweepSchedule } from './schedules/payment-thanks-sweep';
import { ensurePendingReportsSchedule } from './schedules/pending-reports';
import { ensureChatTemplatesSchedule } from './schedules/chat-templates';
import { startWebhookWakeups } from '../use-cases/webhooks/wakeups';

/** Builds the activity deps of a worker process from the configuration. */
export function buildActivityDeps(config: AppConfig): ActivityDeps {
  return {
    sequelize: createSequelize(config.databaseUrl, { poolMax: Number(process.env.DB_POOL_MAX ?? 20) }),
    config,
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger, production: config.production }),
    logger: logger.child({ component: 'activities' }),
    ...createProviders(config),
  };
}

export interface RunningWorker {
  stop(): Promise<void>;
}

/**
 * Starts one worker polling the configured task queue, with its webhook wake-ups (use-cases/webhooks/wakeups.ts); `stop`
 * drains it and closes its connections.
 */
export async function startWorkerProcess(config: AppConfig): Promise<RunningWorker> {
  const deps = buildActivityDeps(config);
  const connection = await connectTemporalWorker(config.temporalAddress);
  const worker = await createWorker(deps, {
    connection,
    namespace: config.temporalNamespace,
    taskQueue: config.taskQueue,
  });
  // The worker's own native connection serves its client calls too: no second (grpc-js) connection to keep.
  const temporal = new Client({ connection, namespace: config.temporalNamespace });
  if (config.workerSchedules) await ensureSchedules(temporal, config);
  const wakeups = startWebhookWakeups({ sequelize: deps.sequelize, temporal, taskQueue: config.taskQueue, logger });
  const running = worker.run();
  logger.info({ taskQueue: config.taskQueue }, 'worker running');
  return {
    async stop() {
      await wakeups.stop();
      if (worker.getState() === 'RUNNING') worker.shutdown();
      await running;
      await connection.close();
      await deps.sequelize.close();
    },
  };
}

/**
 * The platform's Temporal Schedules (birthday wishes at 08:00, stuck single sends every 5 minutes, lost delivery
 * reports every 10 minutes, the chat template sync every hour, low-balance alerts every minute, overdue payment
 * thank-yous every 5 minutes), created or updated
 * on every worker start.
 */
async function ensureSchedules(client: Client, config: AppConfig): Promise<void> {
  logger.info({ schedule: await ensureBirthdaySchedule(client, config.taskQueue) }, 'birthday wishes schedule ready');
  logger.info({ schedule: await ensureStuckSendsSchedule(client, config.taskQueue) }, 'stuck sends schedule ready');
  logger.info(
    { schedule: await ensurePendingReportsSchedule(client, config.taskQueue) },
    'pending reports schedule ready',
  );
  logger.info(
    { schedule: await ensureChatTemplatesSchedule(client, config.taskQueue) },
    'chat templates schedule ready',
  );
  logger.info(
    { schedule: await ensureLowBalanceAlertsSchedule(client, config.taskQueue) },
    'low-balance alerts schedule ready',
  );
  logger.info(
    { schedule: await ensurePaymentThanksSweepSchedule(client, config.taskQueue) },
    'payment thank-you sweep schedule ready',
  );
}
