/** Sandbox settings: explicit options win, then the environment variables of providers.md, then defaults. */
import { DEFAULT_CALLBACK_OPTIONS } from './callbacks';
import type { DeliveryConfig } from './delivery';
import type { BasicCredentials } from './middleware';
import type { CallbackFormat } from './presenters';

export interface SmsGatewaySandboxOptions {
  /** Basic auth user; default `SMS_GATEWAY_USER`. Empty: any `Basic` header passes. */
  user?: string;
  /** Basic auth password; default `SMS_GATEWAY_PASSWORD`. */
  password?: string;
  /** Delay before a report exists; default `SANDBOX_DLR_DELAY_MS` or 2000. */
  dlrDelayMs?: number;
  /** Callback target without `notifyUrl`; default `SMS_SANDBOX_CALLBACK_URL` or PUBLIC_BASE_URL + /api/webhooks/delivery. */
  callbackUrl?: string;
  /** Where incoming SMS are posted; default `SMS_SANDBOX_INBOUND_URL` or PUBLIC_BASE_URL + /api/webhooks/sms-inbound/<DELIVERY_WEBHOOK_TOKEN>. */
  inboundUrl?: string;
  /** Where USSD steps are posted; default `USSD_SANDBOX_URL` or PUBLIC_BASE_URL + /api/webhooks/ussd/<USSD_CALLBACK_TOKEN>. */
  ussdUrl?: string;
  /** Default `SMS_SANDBOX_CALLBACK_FORMAT` or `flat`. */
  callbackFormat?: CallbackFormat;
  /** Waits before callback retries; default [1000, 2000, 4000]. Tests shorten it. */
  callbackRetryDelaysMs?: number[];
  /** Callbacks in flight at once; default 50. */
  callbackConcurrency?: number;
  /** Per-attempt callback timeout; default 5000. */
  callbackTimeoutMs?: number;
}

export interface SandboxConfig extends DeliveryConfig {
  credentials: BasicCredentials | null;
  inboundUrl: string;
  ussdUrl: string;
}

/** A non-negative number from the environment, or `fallback` when unset. */
export function envNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number, got ${raw}`);
  return value;
}

function defaultCallbackUrl(): string {
  const explicit = process.env.SMS_SANDBOX_CALLBACK_URL;
  if (explicit) return explicit;
  const base = process.env.PUBLIC_BASE_URL || `http://localhost:${process.env.PORT || 3000}`;
  return `${base.replace(/\/+$/, '')}/api/webhooks/delivery`;
}

function defaultInboundUrl(): string {
  const explicit = process.env.SMS_SANDBOX_INBOUND_URL;
  if (explicit) return explicit;
  const base = process.env.PUBLIC_BASE_URL || `http://localhost:${process.env.PORT || 3000}`;
  const token = process.env.DELIVERY_WEBHOOK_TOKEN;
  return `${base.replace(/\/+$/, '')}/api/webhooks/sms-inbound${token ? `/${encodeURIComponent(token)}` : ''}`;
}

function defaultUssdUrl(): string {
  const explicit = process.env.USSD_SANDBOX_URL;
  if (explicit) return explicit;
  const base = process.env.PUBLIC_BASE_URL || `http://localhost:${process.env.PORT || 3000}`;
  return `${base.replace(/\/+$/, '')}/api/webhooks/ussd/${encodeURIComponent(process.env.USSD_CALLBACK_TOKEN ?? '')}`;
}

function resolveCallbackFormat(option: CallbackFormat | undefined): CallbackFormat {
  const format = option ?? (process.env.SMS_SANDBOX_CALLBACK_FORMAT || 'flat');
  if (format !== 'flat' && format !== 'infobip') {
    throw new Error(`SMS_SANDBOX_CALLBACK_FORMAT must be flat or infobip, got ${format}`);
  }
  return format;
}

export function resolveConfig(options: SmsGatewaySandboxOptions): SandboxConfig {
  const user = options.user ?? process.env.SMS_GATEWAY_USER ?? '';
  const password = options.password ?? process.env.SMS_GATEWAY_PASSWORD ?? '';
  return {
    credentials: user === '' ? null : { user, password },
    dlrDelayMs: options.dlrDelayMs ?? envNumber('SANDBOX_DLR_DELAY_MS', 2000),
    callbackUrl: options.callbackUrl ?? defaultCallbackUrl(),
    inboundUrl: options.inboundUrl ?? defaultInboundUrl(),
    ussdUrl: options.ussdUrl ?? defaultUssdUrl(),
    callbackFormat: resolveCallbackFormat(options.callbackFormat),
    callbackConcurrency: options.callbackConcurrency ?? DEFAULT_CALLBACK_OPTIONS.concurrency,
    callbackTimeoutMs: options.callbackTimeoutMs ?? DEFAULT_CALLBACK_OPTIONS.timeoutMs,
    callbackRetryDelaysMs: options.callbackRetryDelaysMs ?? DEFAULT_CALLBACK_OPTIONS.retryDelaysMs,
  };
}
