import type { Operation } from '../operation';
import { DataOf, MessageAndData, Paginated, Type } from '../response-schema';
import {
  listPurchasesQuery,
  manualPurchaseSchema,
  onlinePurchaseSchema,
  returnPageQuery,
} from '../../../purchases/schemas';
import {
  CheckoutSchema,
  PaymentNotificationAckSchema,
  PurchaseRequestSchema,
  PurchaseSchema,
  PurchaseStatusCheckSchema,
  SmsPackageSchema,
} from '../../../purchases/presenters';

const tag = 'Credits';
export const purchaseOperations: Operation[] = [
  {
    method: 'get',
    path: '/sms-packages',
    tag,
    summary: 'SMS price tiers',
    success: {
      status: 200,
      description: '{data: [{id, name, min_quantity, max_quantity, price_per_sms}]}',
      schema: DataOf(Type.Array(SmsPackageSchema)),
    },
  },
  {
    method: 'post',
    path: '/sms-purchases',
    tag,
    summary: 'Request a manual top-up (SMS or chat credits); credited when a platform admin approves',
    permission: ['purchase_sms.request'],
    body: manualPurchaseSchema,
    idempotent: true,
    success: {
      status: 201,
      description: '{message, data{id, sms_quantity, total_amount, status, channel}}',
      schema: MessageAndData(PurchaseRequestSchema),
    },
    errors: [422],
  },
  {
    method: 'post',
    path: '/sms-purchases/online',
    tag,
    summary:
      'Start an online checkout; send the payer to redirect_url. At most 5 checkouts may wait for payment at once: a 6th answers 422 {message, pending_ids}',
    permission: ['purchase_sms.online'],
    body: onlinePurchaseSchema,
    idempotent: true,
    success: {
      status: 201,
      description: '{message, data{payment_id, redirect_url, order_tracking_id}}',
      schema: MessageAndData(CheckoutSchema),
    },
    errors: [422, 502],
  },
  {
    method: 'get',
    path: '/sms-purchases',
    tag,
    summary: 'Purchase history (SMS and chat), newest first',
    permission: ['purchase_sms'],
    query: listPurchasesQuery,
    success: { status: 200, description: 'paginated purchases', schema: Paginated(PurchaseSchema) },
    errors: [422],
  },
  {
    method: 'get',
    path: '/sms-purchases/{purchase_id}/status',
    tag,
    summary: 'Poll the payment provider and return the purchase status',
    permission: ['purchase_sms'],
    success: {
      status: 200,
      description:
        '{data{id, channel, status, payment_status_description, confirmation_code, payment_method, sms_quantity, total_amount}}',
      schema: DataOf(PurchaseStatusCheckSchema),
    },
    errors: [404, 502],
  },
  {
    method: 'get',
    path: '/sms-purchases/{purchase_id}/receipt',
    tag,
    summary: 'Receipt of an approved purchase',
    permission: ['purchase_sms'],
    success: { status: 200, description: 'PDF receipt', contentType: 'application/pdf' },
    errors: [404, 422],
  },
  {
    method: 'get',
    path: '/webhooks/payments',
    tag: 'Webhooks',
    summary: 'Payment provider notification (IPN, GET form)',
    public: true,
    success: {
      status: 200,
      description: '{orderNotificationType, orderTrackingId, orderMerchantReference, status}',
      schema: PaymentNotificationAckSchema,
    },
    errors: [422],
  },
  {
    method: 'post',
    path: '/webhooks/payments',
    tag: 'Webhooks',
    summary: 'Payment provider notification (IPN, POST form)',
    public: true,
    success: {
      status: 200,
      description: '{orderNotificationType, orderTrackingId, orderMerchantReference, status}',
      schema: PaymentNotificationAckSchema,
    },
    // A JSON body the provider sends malformed is 400 before the route runs.
    errors: [400, 422],
  },
  {
    method: 'get',
    path: '/payments/return',
    tag: 'Webhooks',
    summary:
      'Page the payer returns to after checkout: the purchase and its outcome (never the balance), in Kiswahili unless lang=en',
    public: true,
    query: returnPageQuery,
    success: { status: 200, description: 'HTML page', contentType: 'text/html' },
    errors: [404],
  },
];
