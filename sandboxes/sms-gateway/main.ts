/**
 * Runs the SMS gateway sandbox standalone:
 *   node --require tsx/cjs sandboxes/sms-gateway/main.ts
 * Port from SMS_SANDBOX_PORT (default 4001); other settings from the env vars listed in config.ts.
 */
import { logger } from '../../infra/logger';
import { runSandboxStandalone } from '../shared/run-standalone';
import { startSmsGatewaySandbox } from './server';

const log = logger.child({ component: 'sms-sandbox' });

runSandboxStandalone('SMS gateway sandbox', log, startSmsGatewaySandbox, (running) => {
  const { dlrDelayMs, callbackUrl } = running.sandbox.config;
  log.info({ url: running.url, dlrDelayMs, callbackUrl }, `SMS gateway sandbox listening on ${running.url}`);
});
