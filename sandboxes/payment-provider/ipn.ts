import { randomUUID } from 'node:crypto';
import type { SandboxContext } from './context';
import { invalidField, isHttpUrl, isRecord } from './errors';
import type { IpnAttempt, IpnRegistration, Order } from './store';

/** Section 0 callback policy: retry after 1 s, 2 s, 4 s, then give up. */
export const DEFAULT_IPN_RETRY_DELAYS_MS: readonly number[] = [1000, 2000, 4000];
export const DEFAULT_IPN_TIMEOUT_MS = 5000;
const MAX_RECORDED_BODY = 2000;

/** `RegisterIPN`: an absolute http(s) URL and GET or POST. */
export function registerIpn(ctx: SandboxContext, body: unknown): IpnRegistration {
  const input = isRecord(body) ? body : {};
  if (!isHttpUrl(input.url)) throw invalidField('url', 'url must be an absolute http or https URL');
  const method = typeof input.ipn_notification_type === 'string' ? input.ipn_notification_type.toUpperCase() : '';
  if (method !== 'GET' && method !== 'POST') {
    throw invalidField('ipn_notification_type', 'ipn_notification_type must be GET or POST');
  }
  const ipn: IpnRegistration = {
    ipn_id: randomUUID(),
    url: input.url,
    ipn_notification_type: method,
    created_date: new Date().toISOString(),
  };
  ctx.store.ipns.set(ipn.ipn_id, ipn);
  ctx.logger.info({ ipnId: ipn.ipn_id, url: ipn.url, method }, 'IPN URL registered');
  return ipn;
}

export function presentIpn(ipn: IpnRegistration): Record<string, unknown> {
  return {
    url: ipn.url,
    created_date: ipn.created_date,
    ipn_id: ipn.ipn_id,
    ipn_notification_type_description: ipn.ipn_notification_type,
    ipn_status_description: 'Active',
    error: null,
    status: '200',
  };
}

interface IpnRequest {
  url: string;
  init: RequestInit;
}

/** GET puts the three fields in the query; POST sends them as JSON (providers.md 2.4). */
export function buildIpnRequest(ipn: IpnRegistration, order: Order): IpnRequest {
  const fields = {
    OrderTrackingId: order.order_tracking_id,
    OrderMerchantReference: order.merchant_reference,
    OrderNotificationType: 'IPNCHANGE',
  };
  if (ipn.ipn_notification_type === 'GET') {
    const url = new URL(ipn.url);
    for (const [name, value] of Object.entries(fields)) url.searchParams.set(name, value);
    return { url: url.toString(), init: { method: 'GET', headers: { Accept: 'application/json' } } };
  }
  return {
    url: ipn.url,
    init: {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(fields),
    },
  };
}

/** Null when the answer is the 2.4 acknowledgement for this order, else why it is not. */
export function checkAcknowledgement(httpStatus: number, text: string, order: Order): string | null {
  if (httpStatus < 200 || httpStatus > 299) return `HTTP ${httpStatus}`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'acknowledgement is not JSON';
  }
  if (!isRecord(body)) return 'acknowledgement is not a JSON object';
  if (body.orderTrackingId !== order.order_tracking_id) return 'acknowledgement orderTrackingId does not match';
  if (Number(body.status) !== 200) return `acknowledgement status is ${JSON.stringify(body.status)}`;
  return null;
}

async function sendAttempt(
  ctx: SandboxContext,
  ipn: IpnRegistration,
  order: Order,
  attempt: number,
  cancel: AbortSignal,
): Promise<IpnAttempt> {
  const { url, init } = buildIpnRequest(ipn, order);
  const record: IpnAttempt = {
    order_tracking_id: order.order_tracking_id,
    merchant_reference: order.merchant_reference,
    ipn_id: ipn.ipn_id,
    method: ipn.ipn_notification_type,
    url,
    attempt,
    sent_at: new Date().toISOString(),
    http_status: null,
    response_body: null,
    acknowledged: false,
    error: null,
  };
  try {
    const signal = AbortSignal.any([AbortSignal.timeout(ctx.config.ipnTimeoutMs), cancel]);
    const response = await fetch(url, { ...init, signal });
    const text = await response.text();
    record.http_status = response.status;
    record.response_body = text.slice(0, MAX_RECORDED_BODY);
    record.error = checkAcknowledgement(response.status, text, order);
  } catch (error) {
    record.error = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  }
  record.acknowledged = record.error === null;
  return record;
}

/** Delivers one IPN with retries; stops quietly when the sandbox is reset or closed meanwhile. */
export async function deliverIpn(ctx: SandboxContext, orderTrackingId: string): Promise<void> {
  const signal = ctx.timers.signal;
  const order = ctx.store.orders.get(orderTrackingId);
  const ipn = order && ctx.store.ipns.get(order.notification_id);
  if (!order || !ipn) {
    ctx.logger.warn({ orderTrackingId }, 'IPN not sent: order or IPN registration no longer exists');
    return;
  }
  const delays = ctx.config.ipnRetryDelaysMs;
  for (let attempt = 1; attempt <= delays.length + 1; attempt += 1) {
    if (signal.aborted) return;
    if (attempt > 1 && !(await ctx.timers.sleep(delays[attempt - 2]!))) return; // attempt - 2 < delays.length: the loop's bound
    const record = await sendAttempt(ctx, ipn, order, attempt, signal);
    if (signal.aborted) return;
    ctx.store.ipnAttempts.push(record);
    if (record.acknowledged) return;
    ctx.logger.info({ orderTrackingId, attempt, url: record.url, reason: record.error }, 'IPN not acknowledged');
  }
  ctx.logger.warn({ orderTrackingId, url: ipn.url, attempts: delays.length + 1 }, 'IPN delivery given up');
}
