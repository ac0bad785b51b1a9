import { randomUUID } from 'node:crypto';
import type { SandboxContext } from './context';
import { invalidField, isHttpUrl, isRecord } from './errors';
import type { BillingAddress, Order, OrderRequest, PaymentSandboxStore, PaymentStatusCode } from './store';

/** The 2.3 GetTransactionStatus object. */
export interface TransactionStatus {
  payment_method: string;
  amount: number;
  created_date: string;
  confirmation_code: string;
  payment_status_description: string;
  description: string;
  message: string;
  payment_account: string;
  call_back_url: string;
  status_code: PaymentStatusCode;
  merchant_reference: string;
  payment_status_code: string;
  currency: string;
  error: { error_type: string | null; code: string | null; message: string | null; call_back_url: string | null };
  status: string;
}

/** Live answers use title case; INVALID is what an open checkout reports (providers.md 2.3). */
export const STATUS_DESCRIPTIONS: Record<PaymentStatusCode, string> = {
  0: 'INVALID',
  1: 'Completed',
  2: 'Failed',
  3: 'Reversed',
};

const NULL_ORDER_FIELDS = { order_tracking_id: null, merchant_reference: null, redirect_url: null };
const REDIRECT_MODES = ['TOP_WINDOW', 'PARENT_WINDOW'];

function fail(field: string, message: string): never {
  throw invalidField(field, message, NULL_ORDER_FIELDS);
}

function nonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function checkBillingAddress(value: unknown): BillingAddress {
  if (!isRecord(value)) fail('billing_address', 'billing_address is required');
  if (!nonEmptyString(value.email_address) && !nonEmptyString(value.phone_number)) {
    fail('billing_address', 'billing_address needs an email_address or a phone_number');
  }
  return value as BillingAddress;
}

/** Enforces the 2.2 required fields and limits; throws a 400 whose `code` names the first bad field. */
export function validateOrderRequest(body: unknown, store: PaymentSandboxStore): OrderRequest {
  if (!isRecord(body)) fail('request', 'The request body must be a JSON object');
  const { id, currency, amount, description, callback_url, cancellation_url, notification_id } = body;
  if (!nonEmptyString(id) || id.length > 50) fail('id', 'id is required and must be at most 50 characters');
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) {
    fail('currency', 'currency must be an ISO 4217 code such as TZS');
  }
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0) {
    fail('amount', 'amount must be a number greater than 0');
  }
  if (!nonEmptyString(description) || description.length > 100) {
    fail('description', 'description is required and must be at most 100 characters');
  }
  if (!isHttpUrl(callback_url)) fail('callback_url', 'callback_url must be an absolute http(s) URL');
  const hasCancellation = cancellation_url !== undefined && cancellation_url !== null && cancellation_url !== '';
  if (hasCancellation && !isHttpUrl(cancellation_url)) {
    fail('cancellation_url', 'cancellation_url must be an absolute http(s) URL');
  }
  if (body.redirect_mode !== undefined && !REDIRECT_MODES.includes(String(body.redirect_mode))) {
    fail('redirect_mode', 'redirect_mode must be TOP_WINDOW or PARENT_WINDOW');
  }
  if (!nonEmptyString(notification_id) || !store.ipns.has(notification_id)) {
    fail('notification_id', 'notification_id must be the ipn_id of a registered IPN URL');
  }
  const billing_address = checkBillingAddress(body.billing_address);
  const cancellation = hasCancellation ? (cancellation_url as string) : null;
  return {
    id,
    currency,
    amount,
    description,
    callback_url,
    cancellation_url: cancellation,
    notification_id,
    billing_address,
  };
}

/** Stores a new unpaid order; a repeated merchant `id` returns the existing order instead (providers.md 2.6). */
export function submitOrder(
  ctx: SandboxContext,
  input: OrderRequest,
  rawBody: Record<string, unknown>,
): { order: Order; created: boolean } {
  const existing = ctx.store.findOrderByReference(input.id);
  if (existing) return { order: existing, created: false };
  const now = new Date().toISOString();
  const order: Order = {
    order_tracking_id: randomUUID(),
    merchant_reference: input.id,
    currency: input.currency,
    amount: input.amount,
    description: input.description,
    callback_url: input.callback_url,
    cancellation_url: input.cancellation_url,
    notification_id: input.notification_id,
    billing_address: structuredClone(input.billing_address),
    request: structuredClone(rawBody),
    submitted_at: now,
    status_code: 0,
    payment_method: '',
    payment_account: '',
    confirmation_code: '',
    status_reason: '',
    created_date: now,
  };
  ctx.store.addOrder(order);
  return { order, created: true };
}

/** `callback_url` with the tracking id and merchant reference appended (keeps any query it already has). */
export function buildCallbackUrl(order: Order, notificationType?: 'CALLBACKURL'): string {
  const url = new URL(order.callback_url);
  url.searchParams.set('OrderTrackingId', order.order_tracking_id);
  url.searchParams.set('OrderMerchantReference', order.merchant_reference);
  if (notificationType) url.searchParams.set('OrderNotificationType', notificationType);
  return url.toString();
}

export function presentTransactionStatus(order: Order): TransactionStatus {
  return {
    payment_method: order.payment_method,
    amount: order.amount,
    created_date: order.created_date,
    confirmation_code: order.confirmation_code,
    payment_status_description: STATUS_DESCRIPTIONS[order.status_code],
    description: order.status_reason,
    message: 'Request processed successfully',
    payment_account: order.payment_account,
    call_back_url: buildCallbackUrl(order),
    status_code: order.status_code,
    merchant_reference: order.merchant_reference,
    payment_status_code: '',
    currency: order.currency,
    error: { error_type: null, code: null, message: null, call_back_url: null },
    status: '200',
  };
}

/** Unknown tracking id: INVALID/0 with `error.code` "order_not_found" (an assumption of providers.md 2.6). */
export function presentUnknownOrderStatus(orderTrackingId: string): TransactionStatus {
  const message = `No order with tracking id ${orderTrackingId}`;
  return {
    payment_method: '',
    amount: 0,
    created_date: '',
    confirmation_code: '',
    payment_status_description: STATUS_DESCRIPTIONS[0],
    description: '',
    message,
    payment_account: '',
    call_back_url: '',
    status_code: 0,
    merchant_reference: '',
    payment_status_code: '',
    currency: '',
    error: { error_type: 'invalid_request_error', code: 'order_not_found', message, call_back_url: null },
    status: '500',
  };
}
