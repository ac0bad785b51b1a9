import cluster from 'node:cluster';
import { loadConfig } from '../infra/config';
import { logger } from '../infra/logger';
import { onShutdownSignal } from '../infra/shutdown';
import { startApiServer } from './http/server';
import { apiProcessCount, runApiPrimary } from './http/cluster';

// `npm run api`: one API process against DATABASE_URL and TEMPORAL_ADDRESS (run as many as you like), or
// API_PROCESSES of them on one port (node:cluster).
const processes = apiProcessCount();
if (processes > 1 && cluster.isPrimary) {
  runApiPrimary(processes);
} else {
  startApiServer(loadConfig())
    .then((api) => onShutdownSignal(() => api.stop()))
    .catch((err: unknown) => {
      logger.fatal({ err }, 'api failed to start');
      process.exit(1);
    });
}
