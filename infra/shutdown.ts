import { logger } from './logger';

/** What a cluster primary sends its processes to stop them gracefully (api/http/cluster.ts). */
export const SHUTDOWN_MESSAGE = 'shutdown';

/**
 * Runs `stop` once on the first SIGINT/SIGTERM (or, in a cluster process, the primary's shutdown message); a second
 * signal exits at once. The message is idempotent: Ctrl-C reaches a cluster process both from the terminal and
 * through its primary.
 */
export function onShutdownSignal(stop: () => Promise<void>): void {
  let stopping = false;
  const begin = (reason: string) => {
    stopping = true;
    logger.info({ reason }, 'shutting down');
    stop()
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      });
  };
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(130);
    begin(signal);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  process.on('message', (message) => {
    if (message === SHUTDOWN_MESSAGE && !stopping) begin('cluster primary');
  });
}
