import { installTemporalRuntime } from '../infra/temporal-runtime';
import { loadConfig } from '../infra/config';
import { logger } from '../infra/logger';
import { onShutdownSignal } from '../infra/shutdown';
import { startWorkerProcess } from './run-worker';

// `npm run worker`: one worker process (run as many as you like; they share the task queue).
installTemporalRuntime(); // our own signal handler drains the worker, then closes the pool
startWorkerProcess(loadConfig())
  .then((worker) => onShutdownSignal(() => worker.stop()))
  .catch((err: unknown) => {
    logger.fatal({ err }, 'worker failed to start');
    process.exit(1);
  });
