import type { Purchase, SmsPackage } from '../../db/models';
import { formatTimestamp } from '../../infra/timestamps';

/** SMS package resource (docs/interface.md §2). */
export const presentSmsPackage = (pkg: SmsPackage) => ({
  id: pkg.id,
  name: pkg.name,
  min_quantity: pkg.minQuantity,
  max_quantity: pkg.maxQuantity,
  price_per_sms: pkg.pricePerSms,
});

/** Purchase resource (docs/interface.md §2) plus channel, kind, price and timestamps. */
export const presentPurchase = (p: Purchase) => ({
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
  created_at: formatTimestamp(p.createdAt),
  updated_at: formatTimestamp(p.updatedAt),
});

/** `GET /sms-purchases/{id}/status` (docs/interface.md §4.8), plus channel. */
export const presentPurchaseStatus = (p: Purchase) => ({
  id: p.id,
  channel: p.channel,
  status: p.status,
  payment_status_description: p.paymentStatusDescription,
  confirmation_code: p.confirmationCode,
  payment_method: p.paymentMethod,
  sms_quantity: p.smsQuantity,
  total_amount: p.totalAmount,
});
