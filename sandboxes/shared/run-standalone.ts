import type { Logger } from '../../infra/logger';

interface RunningSandbox {
  close(): Promise<void>;
}

/**
 * Runs a sandbox as its own process (its `main.ts`): starts it, logs where it listens, and closes it cleanly on
 * SIGINT/SIGTERM; a failed start or stop exits non-zero.
 */
export function runSandboxStandalone<T extends RunningSandbox>(
  name: string,
  log: Logger,
  start: () => Promise<T>,
  describe: (running: T) => void,
): void {
  const main = async (): Promise<void> => {
    const running = await start();
    describe(running);
    const stop = (signal: string): void => {
      log.info({ signal }, `${name} stopping`);
      running.close().then(
        () => process.exit(0),
        (error: unknown) => {
          log.error({ err: error }, `${name} did not close cleanly`);
          process.exit(1);
        },
      );
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  };
  main().catch((error: unknown) => {
    log.fatal({ err: error }, `${name} failed to start`);
    process.exit(1);
  });
}
