/**
 * Runs the SMS gateway sandbox standalone:
 *   node --require tsx/cjs sandboxes/sms-gateway/main.ts
 * Port from SMS_SANDBOX_PORT (default 4001); other settings from the env vars listed in config.ts.
 */
import { logger } from '../../lib/infra/logger';
import { startSmsGatewaySandbox } from './server';

const log = logger.child({ component: 'sms-sandbox' });

async function main(): Promise<void> {
  const running = await startSmsGatewaySandbox();
  const { dlrDelayMs, callbackUrl } = running.sandbox.config;
  log.info({ url: running.url, dlrDelayMs, callbackUrl }, `SMS gateway sandbox listening on ${running.url}`);
  const stop = (signal: string): void => {
    log.info({ signal }, 'stopping');
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, 'failed to stop cleanly');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  log.fatal({ err: error }, 'SMS gateway sandbox failed to start');
  process.exit(1);
});
