/**
 * Runs the chat provider sandbox standalone:
 *   node --require tsx/cjs sandboxes/chat-provider/main.ts
 * Port from CHAT_SANDBOX_PORT (default 4003); other settings from the env vars listed in config.ts.
 */
import { logger } from '../../infra/logger';
import { runSandboxStandalone } from '../shared/run-standalone';
import { startChatSandbox } from './server';

const log = logger.child({ component: 'chat-sandbox' });

runSandboxStandalone('chat provider sandbox', log, startChatSandbox, (running) => {
  const { webhookUrl, statusDelayMs, throughputPerSecond } = running.sandbox.config;
  log.info(
    { url: running.url, webhookUrl, statusDelayMs, throughputPerSecond },
    `chat provider sandbox listening on ${running.url}`,
  );
});
