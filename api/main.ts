import { loadConfig } from '../lib/infra/config';
import { logger } from '../lib/infra/logger';
import { onShutdownSignal } from '../lib/infra/shutdown';
import { startApiServer } from './server';

// `npm run api`: one API process against DATABASE_URL and TEMPORAL_ADDRESS (run as many as you like).
startApiServer(loadConfig())
  .then((api) => onShutdownSignal(() => api.stop()))
  .catch((err: unknown) => {
    logger.fatal({ err }, 'api failed to start');
    process.exit(1);
  });
