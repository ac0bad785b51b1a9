/**
 * Local SMS gateway sandbox: speaks NextSMS's Infobip-shaped v1 API (docs/providers.md §1) so the platform cannot tell
 * it from the real gateway.
 *
 * Gateway routes (Basic auth): POST /api/sms/v1/text/single, /api/sms/v1/test/text/single, /api/sms/v1/text/multi;
 * GET /api/sms/v1/reports, /api/sms/v1/logs, /api/sms/v1/balance. Magic numbers 255710000001–006: see
 * magic-numbers.ts.
 *
 * Control routes (no auth, test-only):
 * - POST /__sandbox/reset                  forget everything (messages, reports, callbacks, faults, balance)
 * - GET  /__sandbox/state                  messages, reports, callback attempts with HTTP codes, pending work
 * - POST /__sandbox/faults                 {"path","status","count"=1,"retryAfter"?,"to"?}: next `count` requests
 *                                          to `path` (with `to`, only those with a message to that number) answer
 *                                          `status` and change nothing
 * - POST /__sandbox/latency                {"path","ms","count"=1,"to"?}: next `count` requests to `path` (with `to`,
 *                                          only those with a message to that number) are processed normally (the
 *                                          message IS stored) but answered `ms` late, to simulate an ambiguous read
 *                                          timeout where the gateway accepted and the client gave up
 * - POST /__sandbox/balance                {"sms_balance": n | null} (null = unlimited, the default)
 * - POST /__sandbox/sms/{messageId}/report {"status","error"?}: write a report now (it replaces the pending
 *                                          automatic one) and fire its callback
 * - POST /__sandbox/inbound                {"from","text","to"?,"url"?}: a handset replies; the incoming SMS is
 *                                          posted form-encoded to the inbound URL (inbound.ts), retried on non-2xx
 * - /__sandbox/ussd/…                      USSD sessions against the USSD URL and a phone page (ussd-routes.ts)
 */
import express, { type Express } from 'express';
import { logger } from '../../infra/logger';
import { resolveConfig, type SandboxConfig, type SmsGatewaySandboxOptions } from './config';
import { createControlRouter } from './control-routes';
import { createUssdRouter } from './ussd-routes';
import { DeliveryEngine } from './delivery';
import { answerNotFound, delayResponses, handleErrors, injectFaults } from './middleware';
import { createGatewayRouter } from './routes';
import { SmsStore } from './store';
import { listenSandbox } from '../shared/listen';

export type { SmsGatewaySandboxOptions } from './config';

export interface SmsGatewaySandbox {
  app: Express;
  store: SmsStore;
  delivery: DeliveryEngine;
  config: SandboxConfig;
  /** Stops report timers and callbacks (the HTTP server, if any, is the caller's). */
  stop(): void;
}

export interface StartSmsGatewaySandboxOptions extends SmsGatewaySandboxOptions {
  /** Default `SMS_SANDBOX_PORT` or 4001; 0 picks a free port. */
  port?: number;
  /** Default `SMS_SANDBOX_HOST` or 127.0.0.1. */
  host?: string;
}

export interface RunningSmsGatewaySandbox {
  /** Base URL, e.g. http://127.0.0.1:4001 (what SMS_GATEWAY_URL should point at). */
  url: string;
  port: number;
  store: SmsStore;
  sandbox: SmsGatewaySandbox;
  close(): Promise<void>;
}

const log = logger.child({ component: 'sms-sandbox' });

/** Builds the sandbox app and its in-memory state without listening. */
export function createSmsGatewaySandbox(options: SmsGatewaySandboxOptions = {}): SmsGatewaySandbox {
  const config = resolveConfig(options);
  const store = new SmsStore();
  const delivery = new DeliveryEngine(store, config, log);
  const app = express();
  app.disable('x-powered-by');
  // Faults and latency come before body parsing so they apply even to requests the parser would refuse.
  app.use(injectFaults(store));
  app.use(delayResponses(store));
  app.use(express.json({ limit: '50mb' }));
  app.use(injectFaults(store, true));
  app.use('/__sandbox/ussd', createUssdRouter(store.ussdSessions, config.ussdUrl));
  app.use('/__sandbox', createControlRouter({ store, delivery, inboundUrl: config.inboundUrl }));
  app.use('/api/sms/v1', createGatewayRouter({ store, delivery, credentials: config.credentials, log }));
  app.use(answerNotFound);
  app.use(handleErrors(log));
  return { app, store, delivery, config, stop: () => delivery.reset() };
}

/** Starts the sandbox on `host:port` and resolves once it listens. */
export async function startSmsGatewaySandbox(
  options: StartSmsGatewaySandboxOptions = {},
): Promise<RunningSmsGatewaySandbox> {
  const sandbox = createSmsGatewaySandbox(options);
  const port = options.port ?? Number(process.env.SMS_SANDBOX_PORT || 4001);
  const host = options.host ?? (process.env.SMS_SANDBOX_HOST || '127.0.0.1');
  const { url, port: actualPort, close } = await listenSandbox(sandbox.app, host, port, sandbox.stop);
  log.debug({ url, dlrDelayMs: sandbox.config.dlrDelayMs, callbackUrl: sandbox.config.callbackUrl }, 'started');
  return { url, port: actualPort, store: sandbox.store, sandbox, close };
}
