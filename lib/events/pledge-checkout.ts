import type { PublicInvitee } from '../../db/events/public-invitee';
import { createPledgeOrder } from '../../db/events/pledge-orders';
import { PaymentProviderError, submitOrderWithIpn } from '../infra/providers/payment-provider';
import type { PaymentWatchDeps } from '../payments/payment-watch';
import type { PageLanguage } from './vocabulary';
import type { pledgePaymentWorkflow } from '../../workflows/events/pledge-payment';
import { pledgePaymentWorkflowId, tenantSearchAttributes } from '../../workflows/ids';

/** The payment provider refused or could not take the order. */
export class PledgeCheckoutUnavailableError extends Error {}

export interface PledgeCheckout {
  amount: number;
  language: PageLanguage;
  /** Where the provider notifies us (the credit checkout's IPN URL) and where it sends the payer back. */
  ipnUrl: string;
  returnUrl: string;
}

/**
 * Pays (part of) a pledge online: records the pending order with its merchant reference, submits it to the provider
 * that sells credits (same IPN URL; the IPN tells pledge orders by their `EVP-` reference), keeps the tracking id and
 * starts the polling workflow. Returns the provider's checkout URL.
 */
export async function startPledgeCheckout(deps: PaymentWatchDeps, page: PublicInvitee, checkout: PledgeCheckout): Promise<string> {
  const { invitee, event } = page;
  const order = await createPledgeOrder(deps.sequelize, {
    tenantId: invitee.tenantId, eventId: event.id, inviteeId: invitee.id, amount: checkout.amount, language: checkout.language,
  });
  const [firstName, ...rest] = invitee.name.split(/\s+/);
  let submitted;
  try {
    submitted = await submitOrderWithIpn(deps.paymentProvider, checkout.ipnUrl, {
      merchantReference: order.merchantReference!, currency: order.currency, amount: checkout.amount, description: `Pledge: ${event.name}`.slice(0, 100),
      callbackUrl: checkout.returnUrl, billing: { phone: invitee.phone, email: invitee.email ?? undefined, firstName, lastName: rest.join(' ') },
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
    workflowId: pledgePaymentWorkflowId(order.id), taskQueue: deps.config.taskQueue, args: [{ orderId: order.id }],
    workflowIdConflictPolicy: 'USE_EXISTING', typedSearchAttributes: tenantSearchAttributes(invitee.tenantId),
  }).catch((err: unknown) => deps.logger.error({ err, orderId: order.id }, 'pledge payment polling workflow not started'));
  return submitted.redirectUrl;
}
