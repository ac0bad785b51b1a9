/** Chat sandbox settings: explicit options win, then the environment variables of docs/providers.md §3.5, then defaults. */
import { DEFAULT_CALLBACK_OPTIONS } from '../sms-gateway/callbacks';
import { envNumber } from '../sms-gateway/config';
import type { WebhookConfig } from './webhooks';

export interface ChatSandboxOptions {
  /** Bearer token; default `CHAT_ACCESS_TOKEN`. Empty: any Bearer token passes. */
  accessToken?: string;
  /** Default `CHAT_PHONE_NUMBER_ID` or 100000000000001. */
  phoneNumberId?: string;
  /** Default `CHAT_WABA_ID` or 200000000000001. */
  wabaId?: string;
  /** Signs webhooks; default `CHAT_APP_SECRET`. Empty: the signature header is omitted. */
  appSecret?: string;
  /** Token the verify control route sends; default `CHAT_VERIFY_TOKEN`. */
  verifyToken?: string;
  /** Default `CHAT_SANDBOX_WEBHOOK_URL` or PUBLIC_BASE_URL + /api/webhooks/chat. */
  webhookUrl?: string;
  /** Between two statuses of a message; default `SANDBOX_CHAT_STATUS_DELAY_MS`, else `SANDBOX_DLR_DELAY_MS`, else 2000. */
  statusDelayMs?: number;
  /** Base of the URL buttons; default `CHAT_SANDBOX_BUTTON_BASE_URL` or PUBLIC_BASE_URL + /e/. */
  buttonBaseUrl?: string;
  /** Accepted sends per sliding second; default `CHAT_SANDBOX_THROUGHPUT` or 80. */
  throughputPerSecond?: number;
  /** Graph caps a listing's `limit`; default 1000. Tests lower it so every listing pages. */
  maxPageSize?: number;
  /** Waits before webhook retries; default [1000, 2000, 4000]. Tests shorten it. */
  webhookRetryDelaysMs?: number[];
  /** Webhooks in flight at once; default 50. */
  webhookConcurrency?: number;
  /** Per-attempt webhook timeout; default 5000. */
  webhookTimeoutMs?: number;
}

export interface ChatSandboxConfig extends WebhookConfig {
  accessToken: string | null;
  verifyToken: string | null;
  statusDelayMs: number;
  buttonBaseUrl: string;
  throughputPerSecond: number;
  maxPageSize: number;
}

/** The number the sandbox's WhatsApp Business phone shows (metadata.display_phone_number, context.from). */
export const DISPLAY_PHONE_NUMBER = '255222110000';

const publicBaseUrl = (): string =>
  (process.env.PUBLIC_BASE_URL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/+$/, '');

const orNull = (value: string): string | null => (value === '' ? null : value);

function statusDelay(option: number | undefined): number {
  if (option !== undefined) return option;
  return envNumber('SANDBOX_CHAT_STATUS_DELAY_MS', envNumber('SANDBOX_DLR_DELAY_MS', 2000));
}

export function resolveConfig(options: ChatSandboxOptions): ChatSandboxConfig {
  const throughputPerSecond = options.throughputPerSecond ?? envNumber('CHAT_SANDBOX_THROUGHPUT', 80);
  if (!Number.isInteger(throughputPerSecond) || throughputPerSecond < 1)
    throw new Error('CHAT_SANDBOX_THROUGHPUT must be a positive integer');
  return {
    accessToken: orNull(options.accessToken ?? process.env.CHAT_ACCESS_TOKEN ?? ''),
    phoneNumberId: options.phoneNumberId ?? (process.env.CHAT_PHONE_NUMBER_ID || '100000000000001'),
    wabaId: options.wabaId ?? (process.env.CHAT_WABA_ID || '200000000000001'),
    displayPhoneNumber: DISPLAY_PHONE_NUMBER,
    appSecret: orNull(options.appSecret ?? process.env.CHAT_APP_SECRET ?? ''),
    verifyToken: orNull(options.verifyToken ?? process.env.CHAT_VERIFY_TOKEN ?? ''),
    webhookUrl: options.webhookUrl ?? (process.env.CHAT_SANDBOX_WEBHOOK_URL || `${publicBaseUrl()}/api/webhooks/chat`),
    statusDelayMs: statusDelay(options.statusDelayMs),
    buttonBaseUrl: options.buttonBaseUrl ?? (process.env.CHAT_SANDBOX_BUTTON_BASE_URL || `${publicBaseUrl()}/e/`),
    throughputPerSecond,
    maxPageSize: options.maxPageSize ?? 1000,
    webhookConcurrency: options.webhookConcurrency ?? DEFAULT_CALLBACK_OPTIONS.concurrency,
    webhookTimeoutMs: options.webhookTimeoutMs ?? DEFAULT_CALLBACK_OPTIONS.timeoutMs,
    webhookRetryDelaysMs: options.webhookRetryDelaysMs ?? DEFAULT_CALLBACK_OPTIONS.retryDelaysMs,
  };
}
