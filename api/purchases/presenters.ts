import type { Purchase, SmsPackage } from '../../db/models';
import { formatTimestamp } from '../../infra/timestamps';
import {
  Id,
  Nullable,
  NullableTimestamp,
  Resource,
  Timestamp,
  Type,
  type Static,
} from '../http/openapi/response-schema';

const Channel = Type.Union([Type.Literal('sms'), Type.Literal('chat')], {
  description: 'The credits bought: SMS or chat',
});
const Status = Type.Union(
  [
    Type.Literal('pending'),
    Type.Literal('approved'),
    Type.Literal('rejected'),
    Type.Literal('failed'),
    Type.Literal('cancelled'),
  ],
  { examples: ['approved'] },
);
const Quantity = Type.Integer({ minimum: 1, description: 'Credits bought', examples: [5000] });
const Amount = Type.Integer({ minimum: 0, description: 'Whole Tanzanian shillings', examples: [90000] });
const OnlineOnly = (examples: string[]) =>
  Nullable(Type.String({ description: 'Online purchases, from the payment provider', examples }));

export const SmsPackageSchema = Resource(
  'SmsPackage',
  {
    id: Id,
    name: Type.String({ examples: ['Starter'] }),
    min_quantity: Type.Integer({ minimum: 0, examples: [1] }),
    max_quantity: Type.Integer({ minimum: 0, examples: [9999] }),
    price_per_sms: Type.Integer({ minimum: 0, description: 'Whole Tanzanian shillings', examples: [18] }),
  },
  'An SMS price tier: quantities in [min_quantity, max_quantity] cost price_per_sms each',
);
export type SmsPackageAnswer = Static<typeof SmsPackageSchema>;

/** SMS package resource (docs/interface.md §2). */
export const presentSmsPackage = (pkg: SmsPackage): SmsPackageAnswer => ({
  id: pkg.id,
  name: pkg.name,
  min_quantity: pkg.minQuantity,
  max_quantity: pkg.maxQuantity,
  price_per_sms: pkg.pricePerSms,
});

export const PurchaseSchema = Resource(
  'Purchase',
  {
    id: Id,
    channel: Channel,
    kind: Type.Union([Type.Literal('manual'), Type.Literal('online')]),
    sms_quantity: Quantity,
    price_per_sms: Type.Integer({ minimum: 0, description: 'Whole Tanzanian shillings per credit', examples: [18] }),
    total_amount: Amount,
    currency: Type.String({ examples: ['TZS'] }),
    status: Status,
    payment_status_description: OnlineOnly(['Completed']),
    confirmation_code: OnlineOnly(['7A1B2C3D']),
    payment_method: OnlineOnly(['MpesaTZ']),
    transaction_reference: Nullable(Type.String({ description: 'Manual purchases: the payment reference given' })),
    payer_phone: Nullable(Type.String({ description: 'Manual purchases: the number that paid' })),
    merchant_reference: Nullable(Type.String({ description: 'Online purchases: our reference at the provider' })),
    order_tracking_id: Nullable(Type.String({ description: "Online purchases: the provider's order id" })),
    failure_reason: Nullable(
      Type.String({
        description: 'Why an online purchase failed',
        examples: ['provider_failed', 'reversed', 'expired', 'amount_mismatch', 'submit_failed', 'submit_abandoned'],
      }),
    ),
    rejection_reason: Nullable(Type.String({ description: 'Why a platform admin rejected a manual purchase' })),
    approved_at: NullableTimestamp,
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  'A credit purchase: a manual top-up or an online checkout',
);
export type PurchaseAnswer = Static<typeof PurchaseSchema>;

/** Purchase resource (docs/interface.md §2) plus channel, kind, price and timestamps. */
export const presentPurchase = (p: Purchase): PurchaseAnswer => ({
  id: p.id,
  channel: p.channel,
  kind: p.kind,
  sms_quantity: p.smsQuantity,
  price_per_sms: p.unitPrice,
  total_amount: p.totalAmount,
  currency: p.currency,
  status: p.status,
  payment_status_description: p.paymentStatusDescription,
  confirmation_code: p.confirmationCode,
  payment_method: p.paymentMethod,
  transaction_reference: p.transactionReference,
  payer_phone: p.payerPhone,
  merchant_reference: p.merchantReference,
  order_tracking_id: p.orderTrackingId,
  failure_reason: p.failureReason,
  rejection_reason: p.rejectionReason,
  approved_at: formatTimestamp(p.approvedAt),
  created_at: formatTimestamp(p.createdAt)!,
  updated_at: formatTimestamp(p.updatedAt)!,
});

export const PurchaseRequestSchema = Resource(
  'PurchaseRequest',
  { id: Id, sms_quantity: Quantity, total_amount: Amount, status: Status, channel: Channel },
  'A manual top-up requested: credited when a platform admin approves it',
);
export type PurchaseRequest = Static<typeof PurchaseRequestSchema>;

/** `POST /sms-purchases` (docs/interface.md §4.8). */
export const presentPurchaseRequest = (p: Purchase): PurchaseRequest => ({
  id: p.id,
  sms_quantity: p.smsQuantity,
  total_amount: p.totalAmount,
  status: p.status,
  channel: p.channel,
});

export const CheckoutSchema = Resource(
  'Checkout',
  {
    payment_id: Id,
    redirect_url: Type.String({ format: 'uri', description: "The provider's payment page: send the payer there" }),
    order_tracking_id: Type.String({ description: "The provider's order id" }),
  },
  'An online checkout started',
);
export type Checkout = Static<typeof CheckoutSchema>;

/** `POST /sms-purchases/online` (docs/interface.md §2): a checkout is only answered once the provider took it. */
export const presentCheckout = (p: Purchase): Checkout => ({
  payment_id: p.id,
  redirect_url: p.redirectUrl!,
  order_tracking_id: p.orderTrackingId!,
});

export const PurchaseStatusCheckSchema = Resource(
  'PurchaseStatusCheck',
  {
    id: Id,
    channel: Channel,
    status: Status,
    payment_status_description: OnlineOnly(['Completed']),
    confirmation_code: OnlineOnly(['7A1B2C3D']),
    payment_method: OnlineOnly(['MpesaTZ']),
    sms_quantity: Quantity,
    total_amount: Amount,
  },
  "A purchase's status after asking the payment provider",
);
export type PurchaseStatusCheck = Static<typeof PurchaseStatusCheckSchema>;

/** `GET /sms-purchases/{id}/status` (docs/interface.md §4.8), plus channel. */
export const presentPurchaseStatus = (p: Purchase): PurchaseStatusCheck => ({
  id: p.id,
  channel: p.channel,
  status: p.status,
  payment_status_description: p.paymentStatusDescription,
  confirmation_code: p.confirmationCode,
  payment_method: p.paymentMethod,
  sms_quantity: p.smsQuantity,
  total_amount: p.totalAmount,
});

/** The acknowledgement the payment provider expects for its IPN (docs/providers.md §2.4). */
export const PaymentNotificationAckSchema = Resource(
  'PaymentNotificationAck',
  {
    orderNotificationType: Type.String({ examples: ['IPNCHANGE'] }),
    orderTrackingId: Type.String(),
    orderMerchantReference: Type.String({ description: 'As notified; empty when it was not given' }),
    status: Type.Union([Type.Literal(200), Type.Literal(500)], {
      description: '200: handled; 500: the provider could not be asked, notify again',
    }),
  },
  "The payment provider's notification acknowledged",
);
export type PaymentNotificationAck = Static<typeof PaymentNotificationAckSchema>;
