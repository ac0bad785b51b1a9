/** Standalone payment sandbox: `node --require tsx/cjs sandboxes/payment-provider/main.ts` (PAYMENT_SANDBOX_PORT, default 4002). */
import { logger } from '../../lib/infra/logger';
import { startPaymentSandbox } from './server';

async function main(): Promise<void> {
  const log = logger.child({ component: 'payment-sandbox' });
  const sandbox = await startPaymentSandbox({ host: process.env.PAYMENT_SANDBOX_HOST, logger: log });
  log.info(
    { url: sandbox.url, auto: sandbox.config.auto, tokenTtlSeconds: sandbox.config.tokenTtlSeconds },
    `payment sandbox listening on ${sandbox.url} (set PAYMENT_PROVIDER_URL=${sandbox.url})`,
  );
  const stop = (signal: NodeJS.Signals): void => {
    log.info({ signal }, 'payment sandbox stopping');
    sandbox.close().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, 'payment sandbox did not close cleanly');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  logger.fatal({ err: error, component: 'payment-sandbox' }, 'payment sandbox failed to start');
  process.exitCode = 1;
});
