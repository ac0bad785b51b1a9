import type { ApiDeps } from '../../deps';
import type { PublicInvitee } from '../../../db/events/public-invitee';
import { createPledgeOrder } from '../../../db/events/pledge-orders';
import { PaymentProviderError, submitOrderWithIpn } from '../../../lib/infra/providers/payment-provider';
import type { PageLanguage } from '../../../lib/events/vocabulary';
import type { pledgePaymentWorkflow } from '../../../workflows/event-pledge-payment';
import { paymentWebhookPath } from '../../payments/checkout';

/** One polling workflow per pledge order (Temporal UI: `pledge-<order id>`). */
export const pledgePaymentWorkflowId = (orderId: number): string => `pledge-${orderId}`;

/** The payment provider refused or could not take the order. */
export class PledgeCheckoutUnavailableError extends Error {}

/**
 * Pays (part of) a pledge online: records the pending order with its merchant reference, submits it to the provider
 * that sells credits (same IPN URL; the IPN tells pledge orders by their `EVP-` reference), keeps the tracking id and
 * starts the polling workflow. Returns the provider's checkout URL; `returnUrl` is where the payer comes back.
 */
export async function startPledgeCheckout(
  deps: ApiDeps, page: PublicInvitee, amount: number, language: PageLanguage, returnUrl: string,
): Promise<string> {
  const { invitee, event } = page;
  const order = await createPledgeOrder(deps.sequelize, { tenantId: invitee.tenantId, eventId: event.id, inviteeId: invitee.id, amount, language });
  const [firstName, ...rest] = invitee.name.split(/\s+/);
  let submitted;
  try {
    submitted = await submitOrderWithIpn(deps.paymentProvider, `${deps.config.publicBaseUrl}${paymentWebhookPath}`, {
      merchantReference: order.merchantReference!, currency: order.currency, amount, description: `Pledge: ${event.name}`.slice(0, 100),
      callbackUrl: returnUrl, billing: { phone: invitee.phone, email: invitee.email ?? undefined, firstName, lastName: rest.join(' ') },
    });
  } catch (err) {
    if (!(err instanceof PaymentProviderError)) throw err;
    deps.logger.error({ err, orderId: order.id }, 'pledge order could not be submitted');
    await order.update({ status: 'failed', failureReason: 'submit_failed' });
    throw new PledgeCheckoutUnavailableError(err.message);
  }
  await order.update({ orderTrackingId: submitted.orderTrackingId, redirectUrl: submitted.redirectUrl });
  // Without a watcher the IPN and the return page still settle the order.
  await deps.temporal.workflow.start<typeof pledgePaymentWorkflow>('pledgePaymentWorkflow', {
    workflowId: pledgePaymentWorkflowId(order.id), taskQueue: deps.config.taskQueue, args: [{ orderId: order.id }], workflowIdConflictPolicy: 'USE_EXISTING',
  }).catch((err: unknown) => deps.logger.error({ err, orderId: order.id }, 'pledge payment polling workflow not started'));
  return submitted.redirectUrl;
}
