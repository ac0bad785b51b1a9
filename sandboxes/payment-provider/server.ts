import express, { type Express } from 'express';
import { type Logger, logger as rootLogger } from '../../infra/logger';
import { createCheckoutRouter } from './checkout-page';
import { type AutoSettlement, type SandboxConfig, type SandboxContext, TimerSet } from './context';
import { createControlRouter, createFaultMiddleware } from './control';
import { DEFAULT_IPN_RETRY_DELAYS_MS, DEFAULT_IPN_TIMEOUT_MS, deliverIpn } from './ipn';
import { createErrorHandler, createNotFoundHandler, createProviderRouter } from './routes';
import { PaymentSandboxStore } from './store';
import { listenSandbox } from '../shared/listen';

export interface PaymentSandboxOptions {
  /** Default `PAYMENT_SANDBOX_PORT`, else 4002; 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Base of `redirect_url`; default `PAYMENT_SANDBOX_PUBLIC_URL`; '' (or unset) uses the request's Host. */
  publicUrl?: string;
  /** Default `PAYMENT_CONSUMER_KEY`/`_SECRET`; both empty accepts any non-empty pair. */
  consumerKey?: string;
  consumerSecret?: string;
  /** Default `SANDBOX_PAYMENT_TOKEN_TTL_S`, else 300. */
  tokenTtlSeconds?: number;
  /** Default `SANDBOX_PAYMENT_AUTO`; 'off' disables it whatever the env says. */
  auto?: AutoSettlement | 'off';
  /** Default `SANDBOX_PAYMENT_AUTO_DELAY_MS`, else 3000. */
  autoDelayMs?: number;
  /** Waits before each IPN retry; default 1 s, 2 s, 4 s (providers.md section 0). */
  ipnRetryDelaysMs?: readonly number[];
  /** Default 5000. */
  ipnTimeoutMs?: number;
  /** Default the shared logger's child with `component: 'payment-sandbox'`. */
  logger?: Logger;
}

export interface PaymentSandbox {
  app: Express;
  store: PaymentSandboxStore;
  config: SandboxConfig;
  /** Clears state and cancels pending IPN retries and auto-settlements (what `POST /__sandbox/reset` does). */
  reset(): void;
  /** Cancels pending work; the HTTP server is the caller's. */
  dispose(): void;
}

export interface RunningPaymentSandbox {
  url: string;
  port: number;
  store: PaymentSandboxStore;
  config: SandboxConfig;
  reset(): void;
  close(): Promise<void>;
}

function envNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number, got "${raw}"`);
  return value;
}

function resolveAuto(option: PaymentSandboxOptions['auto'], env: NodeJS.ProcessEnv): AutoSettlement | null {
  const value = option ?? env.SANDBOX_PAYMENT_AUTO ?? '';
  if (value === 'completed' || value === 'failed') return value;
  if (value === '' || value === 'off') return null;
  throw new Error(`SANDBOX_PAYMENT_AUTO must be "completed" or "failed", got "${value}"`);
}

/** Options win over the env vars of providers.md 2.6, which win over the documented defaults. */
export function resolvePaymentSandboxConfig(options: PaymentSandboxOptions = {}, env = process.env): SandboxConfig {
  const publicUrl = options.publicUrl ?? env.PAYMENT_SANDBOX_PUBLIC_URL ?? '';
  return {
    publicUrl: publicUrl === '' ? null : publicUrl,
    consumerKey: options.consumerKey ?? env.PAYMENT_CONSUMER_KEY ?? '',
    consumerSecret: options.consumerSecret ?? env.PAYMENT_CONSUMER_SECRET ?? '',
    tokenTtlSeconds: options.tokenTtlSeconds ?? envNumber(env, 'SANDBOX_PAYMENT_TOKEN_TTL_S', 300),
    auto: resolveAuto(options.auto, env),
    autoDelayMs: options.autoDelayMs ?? envNumber(env, 'SANDBOX_PAYMENT_AUTO_DELAY_MS', 3000),
    ipnRetryDelaysMs: options.ipnRetryDelaysMs ?? DEFAULT_IPN_RETRY_DELAYS_MS,
    ipnTimeoutMs: options.ipnTimeoutMs ?? DEFAULT_IPN_TIMEOUT_MS,
  };
}

/** Builds the Express app and its state without listening (tests and `npm start` mount or listen it). */
export function createPaymentSandbox(options: PaymentSandboxOptions = {}): PaymentSandbox {
  const store = new PaymentSandboxStore();
  const timers = new TimerSet();
  const ctx: SandboxContext = {
    config: resolvePaymentSandboxConfig(options),
    store,
    timers,
    logger: options.logger ?? rootLogger.child({ component: 'payment-sandbox' }),
    notify: (orderTrackingId) => {
      deliverIpn(ctx, orderTrackingId).catch((error: unknown) =>
        ctx.logger.error({ err: error, orderTrackingId }, 'IPN delivery crashed'),
      );
    },
  };
  const reset = (): void => {
    timers.cancelAll();
    store.reset();
    ctx.logger.info('sandbox state reset');
  };
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', true);
  app.use(createFaultMiddleware(ctx));
  app.use(express.json({ limit: '1mb' }));
  app.use(createControlRouter(ctx, reset));
  app.use(createProviderRouter(ctx));
  app.use(createCheckoutRouter(ctx));
  app.use(createNotFoundHandler());
  app.use(createErrorHandler(ctx));
  return { app, store, config: ctx.config, reset, dispose: () => timers.cancelAll() };
}

/** Listens and resolves once the port is bound; `close()` stops pending IPNs and open connections too. */
export async function startPaymentSandbox(options: PaymentSandboxOptions = {}): Promise<RunningPaymentSandbox> {
  const sandbox = createPaymentSandbox(options);
  const host = options.host ?? '127.0.0.1';
  const requestedPort = options.port ?? envNumber(process.env, 'PAYMENT_SANDBOX_PORT', 4002);
  const { url, port, close } = await listenSandbox(sandbox.app, host, requestedPort, sandbox.dispose);
  return { url, port, store: sandbox.store, config: sandbox.config, reset: sandbox.reset, close };
}
