/** In-memory state of the payment sandbox: nothing survives a restart (providers.md section 0). */

/** 0 INVALID (unpaid), 1 COMPLETED, 2 FAILED, 3 REVERSED (providers.md 2.3). */
export type PaymentStatusCode = 0 | 1 | 2 | 3;
export type IpnMethod = 'GET' | 'POST';

export interface IpnRegistration {
  ipn_id: string;
  url: string;
  ipn_notification_type: IpnMethod;
  created_date: string;
}

export interface BillingAddress {
  email_address?: string;
  phone_number?: string;
  [field: string]: unknown;
}

/** Fields the 2.2 SubmitOrderRequest needs, after validation. */
export interface OrderRequest {
  id: string;
  currency: string;
  amount: number;
  description: string;
  callback_url: string;
  cancellation_url: string | null;
  notification_id: string;
  billing_address: BillingAddress;
}

/** A submitted order: the request's fields (its `id` kept as `merchant_reference`) and the payment's state. */
export interface Order extends Omit<OrderRequest, 'id'> {
  order_tracking_id: string;
  merchant_reference: string;
  /** The SubmitOrderRequest body as received, for inspection in /__sandbox/state. */
  request: Record<string, unknown>;
  submitted_at: string;
  status_code: PaymentStatusCode;
  payment_method: string;
  payment_account: string;
  confirmation_code: string;
  /** The status object's free-text `description` (why it failed, "Cancelled", ...). */
  status_reason: string;
  created_date: string;
}

/** One HTTP attempt to deliver an IPN, with what the receiver answered. */
export interface IpnAttempt {
  order_tracking_id: string;
  merchant_reference: string;
  ipn_id: string;
  method: IpnMethod;
  url: string;
  attempt: number;
  sent_at: string;
  http_status: number | null;
  response_body: string | null;
  acknowledged: boolean;
  /** Why the attempt counts as failed; null when acknowledged. */
  error: string | null;
}

export interface Fault {
  path: string;
  status: number;
  remaining: number;
  retryAfter: number | null;
}

export interface SandboxState {
  orders: Order[];
  ipns: IpnRegistration[];
  ipn_attempts: IpnAttempt[];
  faults: Fault[];
  active_tokens: number;
}

export class PaymentSandboxStore {
  /** token → expiry (epoch ms) */
  readonly tokens = new Map<string, number>();
  readonly ipns = new Map<string, IpnRegistration>();
  readonly orders = new Map<string, Order>();
  readonly orderIdsByReference = new Map<string, string>();
  readonly ipnAttempts: IpnAttempt[] = [];
  readonly faults: Fault[] = [];

  addOrder(order: Order): void {
    this.orders.set(order.order_tracking_id, order);
    this.orderIdsByReference.set(order.merchant_reference, order.order_tracking_id);
  }

  findOrderByReference(merchantReference: string): Order | undefined {
    const id = this.orderIdsByReference.get(merchantReference);
    return id === undefined ? undefined : this.orders.get(id);
  }

  /** Removes and returns the next pending fault for `path` (case-insensitive, as Express routes are). */
  takeFault(path: string): Fault | undefined {
    const index = this.faults.findIndex((fault) => fault.path.toLowerCase() === path.toLowerCase());
    if (index < 0) return undefined;
    const fault = this.faults[index]!;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.faults.splice(index, 1);
    return fault;
  }

  /**
   * Clears orders, IPN registrations, attempts and faults. Tokens stay valid so a client's cached token survives a
   * test's reset, as it would survive a quiet period on the real provider.
   */
  reset(): void {
    this.ipns.clear();
    this.orders.clear();
    this.orderIdsByReference.clear();
    this.ipnAttempts.length = 0;
    this.faults.length = 0;
  }

  snapshot(now = Date.now()): SandboxState {
    return {
      orders: [...this.orders.values()].map((order) => structuredClone(order)),
      ipns: [...this.ipns.values()].map((ipn) => ({ ...ipn })),
      ipn_attempts: this.ipnAttempts.map((attempt) => ({ ...attempt })),
      faults: this.faults.map((fault) => ({ ...fault })),
      active_tokens: [...this.tokens.values()].filter((expiresAt) => expiresAt > now).length,
    };
  }
}
