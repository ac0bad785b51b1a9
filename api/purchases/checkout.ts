import type { ApiDeps } from '../http/deps';
import type { TenantUserAuth } from '../http/auth/auth-context';
import type { OnlinePurchaseInput } from './schemas';
import { badGateway } from '../http/errors/errors';
import { Tenant, type Purchase } from '../../db/models';
import { quotePrice } from '../../db/purchases/pricing';
import { createOnlinePurchase } from '../../db/purchases/purchase-requests';
import { PaymentProviderError, submitOrderWithIpn } from '../../infra/providers/payment-provider';
import { startPaymentWatch } from '../../use-cases/purchases/payment-watch';

/** Where the provider sends its IPNs and the payer's browser after checkout. */
export const paymentWebhookPath = '/api/webhooks/payments';
export const paymentReturnPath = '/api/payments/return';

function describeOrder(input: OnlinePurchaseInput, organization: string): string {
  const what = input.channel === 'chat' ? 'chat credits' : 'SMS credits';
  return `${input.sms_quantity} ${what} for ${organization}`.slice(0, 100);
}

/**
 * Online checkout: records the pending purchase (with its stable merchant reference; at most
 * MAX_PENDING_ONLINE_PURCHASES pending per tenant), submits the order, keeps the tracking id and redirect URL, and
 * starts the polling workflow. A provider failure fails the purchase: 502.
 */
export async function startOnlineCheckout(deps: ApiDeps, auth: TenantUserAuth, input: OnlinePurchaseInput): Promise<Purchase> {
  const quote = await quotePrice(input.sms_quantity, input.channel, deps.config.payment.chatCreditPrice);
  const purchase = await createOnlinePurchase(deps.sequelize, { tenantId: auth.tenantId, userId: auth.user.id, channel: input.channel, quantity: input.sms_quantity, quote });
  const tenant = await Tenant.findByPk(auth.tenantId);
  const [firstName, ...rest] = auth.user.name.split(/\s+/);
  const base = deps.config.publicBaseUrl;
  let order;
  try {
    order = await submitOrderWithIpn(deps.paymentProvider, `${base}${paymentWebhookPath}`, {
      merchantReference: purchase.merchantReference!, currency: purchase.currency, amount: purchase.totalAmount,
      description: describeOrder(input, auth.tenant.name), callbackUrl: `${base}${paymentReturnPath}`,
      billing: { email: auth.user.email, phone: tenant?.phone ?? undefined, firstName, lastName: rest.join(' ') },
    });
  } catch (err) {
    if (!(err instanceof PaymentProviderError)) throw err;
    deps.logger.error({ err, purchaseId: purchase.id }, 'payment order could not be submitted');
    await purchase.update({ status: 'failed', failureReason: 'submit_failed' });
    throw badGateway('The payment provider is not available right now. Please try again later.');
  }
  await purchase.update({ orderTrackingId: order.orderTrackingId, redirectUrl: order.redirectUrl });
  // Without a watcher the IPN, the return page and the status endpoint still settle it (and restart the watcher).
  await startPaymentWatch(deps, purchase).catch((err: unknown) =>
    deps.logger.error({ err, purchaseId: purchase.id }, 'payment polling workflow not started'));
  return purchase;
}
