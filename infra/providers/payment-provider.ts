/**
 * The payment provider (Pesapal API 3.0, docs/providers.md §2): the only code that talks to it. Decides on the body's
 * `status` and `error` before the HTTP status, because the provider answers errors with HTTP 200 and "status":"500".
 */

export type IpnMethod = 'GET' | 'POST';
/** 0 not paid (yet), 1 completed, 2 failed, 3 reversed. */
export type PaymentStatusCode = 0 | 1 | 2 | 3;

export interface PaymentOrder {
  /** Our merchant reference (the provider's `id`, its idempotency key). */
  merchantReference: string;
  currency: string;
  amount: number;
  description: string;
  callbackUrl: string;
  notificationId: string;
  billing: { email?: string; phone?: string; firstName?: string; lastName?: string };
}

export interface SubmittedOrder {
  orderTrackingId: string;
  merchantReference: string;
  redirectUrl: string;
}

export interface TransactionStatus {
  statusCode: PaymentStatusCode;
  /** `payment_status_description` as given (case varies: `Completed`, `COMPLETED`). */
  statusDescription: string;
  /** Free text, e.g. why a payment failed. */
  reason: string;
  paymentMethod: string;
  paymentAccount: string;
  confirmationCode: string;
  amount: number;
  currency: string;
  merchantReference: string;
}

export interface PaymentProvider {
  /** The ipn_id for this URL: cached, else found with GetIpnList, else registered. `refresh` skips the cache. */
  registerIpn(url: string, method: IpnMethod, options?: { refresh?: boolean }): Promise<string>;
  submitOrder(order: PaymentOrder): Promise<SubmittedOrder>;
  /** An unknown tracking id reads as not paid (status 0), as the provider documents. */
  getTransactionStatus(orderTrackingId: string): Promise<TransactionStatus>;
}

/** A refused or failed provider call; `code` is the provider's error code (e.g. `order_not_found`), if any. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly code: string | null,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

export interface HttpPaymentProviderOptions {
  url: string;
  consumerKey: string;
  consumerSecret: string;
  timeoutMs?: number;
}

type Json = Record<string, unknown>;
const TOKEN_RENEW_MARGIN_MS = 30_000;

const text = (value: unknown): string =>
  typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value);

/** The body's error, if any: a non-null `error` object, or a `status` that is not 2xx. */
function bodyError(body: unknown, httpStatus: number): PaymentProviderError | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return httpStatus >= 200 && httpStatus < 300
      ? null
      : new PaymentProviderError(`payment provider HTTP ${httpStatus}`, null);
  }
  const { error, status } = body as Json;
  const err = (typeof error === 'object' && error !== null ? error : {}) as Json;
  const type = text(err.error_type ?? err.type);
  const code = text(err.code);
  const statusText = text(status);
  const failed = type !== '' || code !== '' || (statusText !== '' && !statusText.startsWith('2')) || httpStatus >= 300;
  if (!failed) return null;
  const message =
    text(err.message) ||
    text((body as Json).message) ||
    `payment provider refused the request (HTTP ${httpStatus}, status ${statusText || '-'})`;
  return new PaymentProviderError(
    message,
    type === 'authentication_error' || httpStatus === 401 ? 'authentication_error' : code || null,
  );
}

function toTransactionStatus(body: Json): TransactionStatus {
  const code = Number(body.status_code);
  return {
    statusCode: (code === 1 || code === 2 || code === 3 ? code : 0) as PaymentStatusCode,
    statusDescription: text(body.payment_status_description),
    reason: text(body.description),
    paymentMethod: text(body.payment_method),
    paymentAccount: text(body.payment_account),
    confirmationCode: text(body.confirmation_code),
    amount: Number(body.amount ?? 0),
    currency: text(body.currency),
    merchantReference: text(body.merchant_reference),
  };
}

function orderBody(order: PaymentOrder): Json {
  return {
    id: order.merchantReference,
    currency: order.currency,
    amount: order.amount,
    description: order.description.slice(0, 100),
    callback_url: order.callbackUrl,
    notification_id: order.notificationId,
    redirect_mode: 'TOP_WINDOW',
    billing_address: {
      email_address: order.billing.email ?? '',
      phone_number: order.billing.phone ?? '',
      country_code: 'TZ',
      first_name: order.billing.firstName ?? '',
      middle_name: '',
      last_name: order.billing.lastName ?? '',
      line_1: '',
      line_2: '',
      city: '',
      state: '',
      postal_code: '',
      zip_code: '',
    },
  };
}

export function createHttpPaymentProvider(options: HttpPaymentProviderOptions): PaymentProvider {
  const base = options.url.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 15_000;
  let token: { value: string; renewAt: number } | undefined;
  let tokenRequest: Promise<string> | undefined;
  const ipnIds = new Map<string, string>();
  const ipnRequests = new Map<string, Promise<string>>();

  async function send(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    bearer?: string,
  ): Promise<{ status: number; body: unknown }> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new PaymentProviderError(`payment provider unreachable: ${(err as Error).message}`, null);
    }
    const raw = await response.text();
    let parsed: unknown = raw;
    try {
      parsed = raw === '' ? null : JSON.parse(raw);
    } catch {
      /* not JSON: judged by the HTTP status below */
    }
    return { status: response.status, body: parsed };
  }

  async function requestToken(): Promise<string> {
    const res = await send('POST', '/api/Auth/RequestToken', {
      consumer_key: options.consumerKey,
      consumer_secret: options.consumerSecret,
    });
    const error = bodyError(res.body, res.status);
    if (error) throw error;
    const body = res.body as Json;
    const value = text(body.token);
    if (value === '') throw new PaymentProviderError('payment provider returned no token', null);
    const expiresAt = Date.parse(text(body.expiryDate));
    const lifetime = Number.isFinite(expiresAt) ? expiresAt - Date.now() : 5 * 60_000;
    token = { value, renewAt: Date.now() + Math.max(0, lifetime - TOKEN_RENEW_MARGIN_MS) };
    return value;
  }

  /** The cached token, renewed ~30 s before expiry; concurrent callers share one token request. */
  function currentToken(): Promise<string> {
    if (token && Date.now() < token.renewAt) return Promise.resolve(token.value);
    tokenRequest ??= requestToken().finally(() => {
      tokenRequest = undefined;
    });
    return tokenRequest;
  }

  /** An authenticated call; on an authentication error the token is dropped and the call retried once. */
  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    for (let attempt = 1; ; attempt += 1) {
      const bearer = await currentToken();
      const res = await send(method, path, body, bearer);
      const error = bodyError(res.body, res.status);
      if (!error) return res.body;
      if (error.code === 'authentication_error' && attempt === 1) {
        if (token?.value === bearer) token = undefined;
        continue;
      }
      throw error;
    }
  }

  /** Our registration of `url` (found in the provider's list, else made); `refresh` registers it anew. */
  async function lookUpOrRegisterIpn(key: string, url: string, method: IpnMethod, refresh: boolean): Promise<string> {
    if (!refresh) {
      const list = await call('GET', '/api/URLSetup/GetIpnList');
      const found = Array.isArray(list)
        ? (list as Json[]).find(
            (ipn) => ipn.url === url && text(ipn.ipn_notification_type_description ?? method).toUpperCase() === method,
          )
        : undefined;
      if (found && text(found.ipn_id) !== '') {
        ipnIds.set(key, text(found.ipn_id));
        return text(found.ipn_id);
      }
    }
    const registered = (await call('POST', '/api/URLSetup/RegisterIPN', {
      url,
      ipn_notification_type: method,
    })) as Json;
    ipnIds.set(key, text(registered.ipn_id));
    return text(registered.ipn_id);
  }

  return {
    async registerIpn(url, method, registerOptions = {}) {
      const key = `${method} ${url}`;
      if (registerOptions.refresh) return lookUpOrRegisterIpn(key, url, method, true);
      if (ipnIds.has(key)) return ipnIds.get(key)!;
      // Concurrent first checkouts share one lookup, so the URL is registered once.
      let request = ipnRequests.get(key);
      if (!request) {
        request = lookUpOrRegisterIpn(key, url, method, false).finally(() => ipnRequests.delete(key));
        ipnRequests.set(key, request);
      }
      return request;
    },

    async submitOrder(order) {
      const body = (await call('POST', '/api/Transactions/SubmitOrderRequest', orderBody(order))) as Json;
      return {
        orderTrackingId: text(body.order_tracking_id),
        merchantReference: text(body.merchant_reference),
        redirectUrl: text(body.redirect_url),
      };
    },

    async getTransactionStatus(orderTrackingId) {
      try {
        const body = await call(
          'GET',
          `/api/Transactions/GetTransactionStatus?orderTrackingId=${encodeURIComponent(orderTrackingId)}`,
        );
        return toTransactionStatus(body as Json);
      } catch (err) {
        if (err instanceof PaymentProviderError && err.code === 'order_not_found') {
          return toTransactionStatus({
            status_code: 0,
            payment_status_description: 'INVALID',
            description: err.message,
          });
        }
        throw err;
      }
    },
  };
}

/**
 * Submits an order notified at `ipnUrl` (POST). The provider may have forgotten our IPN registration (the sandbox does
 * on reset): on `invalid_notification_id` the IPN is registered again and the order submitted once more.
 */
export async function submitOrderWithIpn(
  provider: PaymentProvider,
  ipnUrl: string,
  order: Omit<PaymentOrder, 'notificationId'>,
): Promise<SubmittedOrder> {
  const notificationId = await provider.registerIpn(ipnUrl, 'POST');
  try {
    return await provider.submitOrder({ ...order, notificationId });
  } catch (err) {
    if (!(err instanceof PaymentProviderError) || err.code !== 'invalid_notification_id') throw err;
    const fresh = await provider.registerIpn(ipnUrl, 'POST', { refresh: true });
    return provider.submitOrder({ ...order, notificationId: fresh });
  }
}
