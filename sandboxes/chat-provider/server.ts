/**
 * Local chat provider sandbox: speaks the WhatsApp Cloud API (Meta Graph, docs/providers.md §3) so the platform cannot
 * tell it from Meta.
 *
 * Graph routes (Bearer auth, any `/vNN.N` prefix): POST /{PHONE_NUMBER_ID}/messages, GET
 * /{WABA_ID}/message_templates, GET /{id} (phone number, WABA, template). Magic numbers 255710000101–105: see
 * magic-numbers.ts. Statuses (sent, delivered, read) and inbound messages are POSTed, signed, to the webhook URL.
 *
 * Control routes (no auth, test-only):
 * - POST /__sandbox/reset              forget everything (messages, webhooks, windows, faults; templates as shipped)
 * - GET  /__sandbox/state              messages (rendered text, biz_opaque, statuses), webhooks with their attempts
 * - POST /__sandbox/faults             {"path","status","code"?,"count"=1,"retryAfter"?}: next `count` requests to
 *                                      `path` (any version prefix) answer `status` with Graph error `code`
 * - POST /__sandbox/latency            {"path","ms","count"=1,"drop"?,"to"?}: next requests (to recipient `to` only,
 *                                      when given) are processed, then answered `ms` late, or their connection
 *                                      dropped (`drop`): the ambiguous outcomes
 * - POST /__sandbox/chat/inbound       {"from","name"?,"text"} | {"from","button":{payload,text},"context_id"?} |
 *                                      {"from","interactive":{type?,id,title},"context_id"?}: signed inbound webhook;
 *                                      opens the number's 24 h window
 * - POST /__sandbox/chat/{wamid}/status {"status","code"?}: post that status now (the automatic ladder stops)
 * - POST /__sandbox/chat/verify        {"verify_token"?}: GET handshake against the webhook URL; reports the echo
 * - POST /__sandbox/chat/templates     {"name","language","status"?,"category"?,"components"}: add or replace a template
 */
import { randomInt } from 'node:crypto';
import express, { type Express } from 'express';
import { logger } from '../../infra/logger';
import { resolveConfig, type ChatSandboxConfig, type ChatSandboxOptions } from './config';
import { createControlRouter } from './control-routes';
import { answerNotFound, delayResponses, handleErrors, injectFaults, requireBearer, stripVersion } from './middleware';
import { createGraphRouter } from './routes';
import { StatusLadder } from './status-ladder';
import { ChatStore } from './store';
import { ThroughputWindow } from './throughput';
import { WebhookSender } from './webhooks';
import { listenSandbox } from '../shared/listen';

export type { ChatSandboxOptions } from './config';

export interface ChatSandbox {
  app: Express;
  store: ChatStore;
  config: ChatSandboxConfig;
  /** Stops status timers and webhooks (the HTTP server, if any, is the caller's). */
  stop(): void;
}

export interface StartChatSandboxOptions extends ChatSandboxOptions {
  /** Default `CHAT_SANDBOX_PORT` or 4003; 0 picks a free port. */
  port?: number;
  /** Default `CHAT_SANDBOX_HOST` or 127.0.0.1. */
  host?: string;
}

export interface RunningChatSandbox {
  /** Base URL, e.g. http://127.0.0.1:4003 (what CHAT_PROVIDER_URL should point at). */
  url: string;
  port: number;
  store: ChatStore;
  sandbox: ChatSandbox;
  close(): Promise<void>;
}

const log = logger.child({ component: 'chat-sandbox' });

/** Builds the sandbox app and its in-memory state without listening. */
export function createChatSandbox(options: ChatSandboxOptions = {}): ChatSandbox {
  const config = resolveConfig(options);
  const store = new ChatStore(config.buttonBaseUrl);
  const webhooks = new WebhookSender(store, config, log);
  const ladder = new StatusLadder(store, webhooks, config.statusDelayMs);
  const throughput = new ThroughputWindow(config.throughputPerSecond);
  const nextTemplateId = () => String(randomInt(2 ** 47, 2 ** 48) * 10);
  const app = express();
  app.disable('x-powered-by');
  // Faults and latency come before body parsing so they apply even to requests the parser would refuse.
  app.use(injectFaults(store));
  app.use(delayResponses(store));
  app.use(express.json({ limit: '5mb' }));
  app.use('/__sandbox', createControlRouter({ store, ladder, webhooks, throughput, verify: config, nextTemplateId }));
  app.use(stripVersion);
  app.use(requireBearer(config.accessToken));
  app.use(createGraphRouter({ store, ladder, throughput, ids: config, maxPageSize: config.maxPageSize }));
  app.use(answerNotFound);
  app.use(handleErrors(log));
  const stop = () => {
    ladder.reset();
    webhooks.reset();
  };
  return { app, store, config, stop };
}

/** Starts the sandbox on `host:port` and resolves once it listens. */
export async function startChatSandbox(options: StartChatSandboxOptions = {}): Promise<RunningChatSandbox> {
  const sandbox = createChatSandbox(options);
  const port = options.port ?? Number(process.env.CHAT_SANDBOX_PORT || 4003);
  const host = options.host ?? (process.env.CHAT_SANDBOX_HOST || '127.0.0.1');
  const { url, port: actualPort, close } = await listenSandbox(sandbox.app, host, port, sandbox.stop);
  log.debug({ url, webhookUrl: sandbox.config.webhookUrl, statusDelayMs: sandbox.config.statusDelayMs }, 'started');
  return { url, port: actualPort, store: sandbox.store, sandbox, close };
}
