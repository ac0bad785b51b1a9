import { randomInt } from 'node:crypto';
import type { AutoSettlement, SandboxContext } from './context';
import type { Order, PaymentStatusCode } from './store';

export type SettleAction = 'complete' | 'fail' | 'reverse' | 'cancel';

/** What the payer used; the checkout page or a control route's optional body supplies it. */
export interface SettleDetails {
  payment_method?: string;
  phone?: string;
}

export type SettleOutcome = { kind: 'changed' } | { kind: 'unchanged' } | { kind: 'conflict'; message: string };

export const DEFAULT_PAYMENT_METHOD = 'MpesaTZ';
const FAILED_REASON = 'The payment was declined (sandbox)';
const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Allowed moves: an order settles once; only a completed payment can be reversed. */
const TRANSITIONS: Record<SettleAction, { from: PaymentStatusCode[]; to: PaymentStatusCode }> = {
  complete: { from: [0], to: 1 },
  fail: { from: [0], to: 2 },
  cancel: { from: [0], to: 2 },
  reverse: { from: [1], to: 3 },
};

export function generateConfirmationCode(): string {
  let code = '';
  for (let i = 0; i < 10; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** `0754…`, `+255 754…` and `255754…` all become `255754…`; anything else keeps its digits. */
export function normalizePhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (/^0\d{9}$/.test(digits)) return `255${digits.slice(1)}`;
  return digits;
}

/** `255754000111` → `2557540***11`: like the provider, show the start and the last two digits only. */
export function maskPhone(phone: string): string {
  const digits = normalizePhone(phone);
  if (digits.length < 6) return '***';
  return `${digits.slice(0, digits.length - 5)}***${digits.slice(-2)}`;
}

function maskEmail(email: string): string {
  const [user = '', domain = ''] = email.split('@');
  return `${user.slice(0, 2)}***@${domain}`;
}

function describePayer(order: Order, details: SettleDetails, method: string): string {
  if (method === 'Visa') return '411111******1111';
  const phone = details.phone?.trim() || order.billing_address.phone_number;
  if (phone) return maskPhone(phone);
  return order.billing_address.email_address ? maskEmail(order.billing_address.email_address) : '';
}

function applyTransition(order: Order, action: SettleAction, details: SettleDetails): void {
  const now = new Date().toISOString();
  if (action === 'reverse') {
    // The reversal keeps the payment's method, account and code: it refers to that payment.
    order.status_code = 3;
    order.status_reason = 'Payment reversed';
    return;
  }
  order.created_date = now;
  if (action === 'cancel') {
    order.status_code = 2;
    order.status_reason = 'Cancelled';
    return;
  }
  const method = details.payment_method?.trim() || DEFAULT_PAYMENT_METHOD;
  order.status_code = action === 'complete' ? 1 : 2;
  order.status_reason = action === 'complete' ? '' : FAILED_REASON;
  order.payment_method = method;
  order.payment_account = describePayer(order, details, method);
  order.confirmation_code = generateConfirmationCode();
}

/**
 * Moves the order and sends its IPN. Repeating the move that got the order where it is changes nothing; any other
 * move out of a settled state is a conflict.
 */
export function settleOrder(
  ctx: SandboxContext,
  order: Order,
  action: SettleAction,
  details: SettleDetails = {},
): SettleOutcome {
  const { from, to } = TRANSITIONS[action];
  if (!from.includes(order.status_code)) {
    if (order.status_code === to && action !== 'cancel') return { kind: 'unchanged' };
    return {
      kind: 'conflict',
      message: `Cannot ${action} order ${order.order_tracking_id}: it is ${describeStatus(order)}`,
    };
  }
  applyTransition(order, action, details);
  ctx.logger.info(
    {
      orderTrackingId: order.order_tracking_id,
      merchantReference: order.merchant_reference,
      statusCode: order.status_code,
    },
    `order ${action}`,
  );
  ctx.notify(order.order_tracking_id);
  return { kind: 'changed' };
}

function describeStatus(order: Order): string {
  return (['unpaid', 'completed', 'failed', 'reversed'] as const)[order.status_code];
}

/** SANDBOX_PAYMENT_AUTO: settle a new order by itself after the delay unless someone settled it first. */
export function scheduleAutoSettlement(ctx: SandboxContext, order: Order): void {
  const mode: AutoSettlement | null = ctx.config.auto;
  if (mode === null) return;
  ctx.timers.after(ctx.config.autoDelayMs, () => {
    const current = ctx.store.orders.get(order.order_tracking_id);
    if (current?.status_code !== 0) return;
    settleOrder(ctx, current, mode === 'completed' ? 'complete' : 'fail');
  });
}
