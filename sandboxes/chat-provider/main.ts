/**
 * Runs the chat provider sandbox standalone:
 *   node --require tsx/cjs sandboxes/chat-provider/main.ts
 * Port from CHAT_SANDBOX_PORT (default 4003); other settings from the env vars listed in config.ts.
 */
import { logger } from '../../lib/infra/logger';
import { startChatSandbox } from './server';

const log = logger.child({ component: 'chat-sandbox' });

async function main(): Promise<void> {
  const running = await startChatSandbox();
  const { webhookUrl, statusDelayMs, throughputPerSecond } = running.sandbox.config;
  log.info({ url: running.url, webhookUrl, statusDelayMs, throughputPerSecond }, `chat provider sandbox listening on ${running.url}`);
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
  log.fatal({ err: error }, 'chat provider sandbox failed to start');
  process.exit(1);
});
