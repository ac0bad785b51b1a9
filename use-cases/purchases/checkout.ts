import type { TenantUserAuth } from '../../api/http/auth/auth-context';
import { Tenant, type CreditChannel, type Purchase } from '../../db/models';
import { quotePrice } from '../../db/purchases/pricing';
import { createManualPurchase, createOnlinePurchase } from '../../db/purchases/purchase-requests';
import { PaymentProviderError, submitOrderWithIpn } from '../../infra/providers/payment-provider';
import { ProviderFailedError } from '../../domain/messaging/errors';
import { startPaymentWatch, type PaymentWatchDeps } from './payment-watch';

/** Where the provider sends its IPNs and the payer's browser after checkout. */
export const paymentWebhookPath = '/api/webhooks/payments';
export const paymentReturnPath = '/api/payments/return';

/** Credits to buy: on which channel, how many. */
export interface CreditOrder {
  channel: CreditChannel;
  quantity: number;
}

function describeOrder(order: CreditOrder, organization: string): string {
  const what = order.channel === 'chat' ? 'chat credits' : 'SMS credits';
  return `${order.quantity} ${what} for ${organization}`.slice(0, 100);
}

/**
 * A manual top-up request (pending until a platform admin approves it), priced now; one pending per channel
 * (PendingPurchaseExistsError), none without a price tier (NoPriceTierError).
 */
export async function requestManualPurchase(
  deps: PaymentWatchDeps,
  auth: TenantUserAuth,
  order: CreditOrder & { transactionReference: string; payerPhone: string },
): Promise<Purchase> {
  const quote = await quotePrice(order.quantity, order.channel, deps.config.payment.chatCreditPrice);
  return createManualPurchase({
    tenantId: auth.tenantId,
    userId: auth.user.id,
    channel: order.channel,
    quantity: order.quantity,
    quote,
    transactionReference: order.transactionReference,
    payerPhone: order.payerPhone,
  });
}

/**
 * Online checkout: records the pending purchase (with its stable merchant reference; at most
 * MAX_PENDING_ONLINE_PURCHASES pending per tenant), submits the order, keeps the tracking id and redirect URL, and
 * starts the polling workflow. A provider failure fails the purchase (ProviderFailedError: 502).
 */
export async function startOnlineCheckout(
  deps: PaymentWatchDeps,
  auth: TenantUserAuth,
  order: CreditOrder,
): Promise<Purchase> {
  const quote = await quotePrice(order.quantity, order.channel, deps.config.payment.chatCreditPrice);
  const purchase = await createOnlinePurchase(deps.sequelize, {
    tenantId: auth.tenantId,
    userId: auth.user.id,
    channel: order.channel,
    quantity: order.quantity,
    quote,
  });
  const tenant = await Tenant.findByPk(auth.tenantId);
  const [firstName, ...rest] = auth.user.name.split(/\s+/);
  const base = deps.config.publicBaseUrl;
  let submitted;
  try {
    submitted = await submitOrderWithIpn(deps.paymentProvider, `${base}${paymentWebhookPath}`, {
      merchantReference: purchase.merchantReference!,
      currency: purchase.currency,
      amount: purchase.totalAmount,
      description: describeOrder(order, auth.tenant.name),
      callbackUrl: `${base}${paymentReturnPath}`,
      billing: { email: auth.user.email, phone: tenant?.phone ?? undefined, firstName, lastName: rest.join(' ') },
    });
  } catch (err) {
    if (!(err instanceof PaymentProviderError)) throw err;
    deps.logger.error({ err, purchaseId: purchase.id }, 'payment order could not be submitted');
    await purchase.update({ status: 'failed', failureReason: 'submit_failed' });
    throw new ProviderFailedError('The payment provider is not available right now. Please try again later.');
  }
  await purchase.update({ orderTrackingId: submitted.orderTrackingId, redirectUrl: submitted.redirectUrl });
  // Without a watcher the IPN, the return page and the status endpoint still settle it (and restart the watcher).
  await startPaymentWatch(deps, purchase).catch((err: unknown) =>
    deps.logger.error({ err, purchaseId: purchase.id }, 'payment polling workflow not started'),
  );
  return purchase;
}
