/** Standalone payment sandbox: `node --require tsx/cjs sandboxes/payment-provider/main.ts` (PAYMENT_SANDBOX_PORT, default 4002). */
import { logger } from '../../infra/logger';
import { runSandboxStandalone } from '../shared/run-standalone';
import { startPaymentSandbox } from './server';

const log = logger.child({ component: 'payment-sandbox' });

runSandboxStandalone(
  'payment sandbox',
  log,
  () => startPaymentSandbox({ host: process.env.PAYMENT_SANDBOX_HOST, logger: log }),
  (sandbox) => {
    log.info(
      { url: sandbox.url, auto: sandbox.config.auto, tokenTtlSeconds: sandbox.config.tokenTtlSeconds },
      `payment sandbox listening on ${sandbox.url} (set PAYMENT_PROVIDER_URL=${sandbox.url})`,
    );
  },
);
