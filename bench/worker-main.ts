/**
 * The benchmark's worker process: the production worker (same activities, options and task queue handling) fed
 * the workflow bundle the bench already built (`WORKFLOW_BUNDLE_FILE`), as a deployment with a prebuilt bundle
 * would run it, so its memory is the sending's and not webpack's.
 */
import { readFileSync } from 'node:fs';
import { installTemporalRuntime } from '../lib/infra/temporal-runtime';
import { loadConfig } from '../lib/infra/config';
import { logger } from '../lib/infra/logger';
import { connectTemporalWorker } from '../lib/infra/temporal-connection';
import { buildActivityDeps } from '../worker/run-worker';
import { createWorker } from '../worker/create-worker';

async function main(): Promise<void> {
  installTemporalRuntime();
  const config = loadConfig();
  const connection = await connectTemporalWorker(config.temporalAddress);
  const worker = await createWorker(buildActivityDeps(config), {
    connection, namespace: config.temporalNamespace, taskQueue: config.taskQueue,
    workflowBundle: { code: readFileSync(process.env.WORKFLOW_BUNDLE_FILE!, 'utf8'), sourceMap: '' }, // source maps are inline
  });
  process.once('SIGTERM', () => worker.shutdown());
  const running = worker.run();
  process.stdout.write('worker running\n');
  await running;
  await connection.close();
  process.exit(0);
}

main().catch((err: unknown) => {
  logger.fatal({ err }, 'bench worker failed');
  process.exit(1);
});
