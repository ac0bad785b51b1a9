import type { PublicInvitee } from '../../db/events/public-invitee';
import { claimPledgeOrder, PLEDGE_SUBMIT_GRACE_MS } from '../../db/events/pledge-orders';
import { EventPledgeOrder } from '../../db/models';
import { PaymentProviderError, submitOrderWithIpn } from '../../infra/providers/payment-provider';
import type { PaymentWatchDeps } from '../purchases/payment-watch';
import type { PageLanguage } from '../../domain/events/vocabulary';
import type { pledgePaymentWorkflow } from '../../workflows/events/pledge-payment';
import { pledgePaymentWorkflowId, tenantSearchAttributes } from '../../workflows/contracts';
import {
  PledgeCheckoutUnavailableError,
  PledgeEventClosedError,
  TooManyPendingPledgeOrdersError,
} from '../../domain/events/errors';

export interface PledgeCheckout {
  amount: number;
  language: PageLanguage;
  /** Where the provider notifies us (the credit checkout's IPN URL) and where it sends the payer back. */
  ipnUrl: string;
  returnUrl: string;
  /**
   * The payer as typed on the harambee page, billed instead of the invitee's record: anyone may type any phone there,
   * and the provider's checkout must not show them the name or email the organiser keeps for it.
   */
  payerName?: string;
}

const WAIT_STEP_MS = 200;

/** The checkout URL of an order another request is submitting right now, once it has one; it fails with it. */
async function awaitSubmission(order: EventPledgeOrder): Promise<string> {
  const until = order.createdAt.getTime() + PLEDGE_SUBMIT_GRACE_MS;
  for (
    let current: EventPledgeOrder | null = order;
    current?.status === 'pending';
    current = await EventPledgeOrder.findByPk(order.id)
  ) {
    if (current.redirectUrl !== null) return current.redirectUrl;
    if (Date.now() > until) break;
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
  throw new PledgeCheckoutUnavailableError(`pledge order ${order.id} was not submitted`);
}

/** Makes sure the order's polling workflow runs (TenantId search attribute); a running one is found, not doubled. */
async function watchPledgeOrder(deps: PaymentWatchDeps, order: EventPledgeOrder): Promise<void> {
  // Without a watcher the IPN and the return page still settle the order.
  await deps.temporal.workflow
    .start<typeof pledgePaymentWorkflow>('pledgePaymentWorkflow', {
      workflowId: pledgePaymentWorkflowId(order.id),
      taskQueue: deps.config.taskQueue,
      args: [{ orderId: order.id }],
      workflowIdConflictPolicy: 'USE_EXISTING',
      typedSearchAttributes: tenantSearchAttributes(order.tenantId),
    })
    .catch((err: unknown) =>
      deps.logger.error({ err, orderId: order.id }, 'pledge payment polling workflow not started'),
    );
}

/**
 * Pays (part of) a pledge online and returns the provider's checkout URL. A repeat of an amount still pending
 * returns that order's checkout (no second provider order or workflow); past MAX_PENDING_PLEDGE_ORDERS open amounts
 * it is refused. A new order is recorded pending with its merchant reference, submitted to the provider that sells
 * credits (same IPN URL; the IPN tells pledge orders by their `EVP-` reference), and watched by its polling workflow.
 */
export async function startPledgeCheckout(
  deps: PaymentWatchDeps,
  page: PublicInvitee,
  checkout: PledgeCheckout,
): Promise<string> {
  const { invitee, event } = page;
  const claim = await claimPledgeOrder(deps.sequelize, {
    tenantId: invitee.tenantId,
    eventId: event.id,
    inviteeId: invitee.id,
    amount: checkout.amount,
    language: checkout.language,
  });
  if (claim.kind === 'closed') throw new PledgeEventClosedError(`event ${event.id} is closed`);
  if (claim.kind === 'too_many')
    throw new TooManyPendingPledgeOrdersError(`invitee ${invitee.id} has too many pending orders`);
  if (claim.kind === 'existing') {
    const url = await awaitSubmission(claim.order);
    await watchPledgeOrder(deps, claim.order);
    return url;
  }
  const { order } = claim;
  const [firstName, ...rest] = (checkout.payerName ?? invitee.name).split(/\s+/);
  const email = checkout.payerName === undefined ? (invitee.email ?? undefined) : undefined;
  let submitted;
  try {
    submitted = await submitOrderWithIpn(deps.paymentProvider, checkout.ipnUrl, {
      merchantReference: order.merchantReference!,
      currency: order.currency,
      amount: checkout.amount,
      description: `Pledge: ${event.name}`.slice(0, 100),
      callbackUrl: checkout.returnUrl,
      billing: { phone: invitee.phone, email, firstName, lastName: rest.join(' ') },
    });
  } catch (err) {
    if (!(err instanceof PaymentProviderError)) throw err;
    deps.logger.error({ err, orderId: order.id }, 'pledge order could not be submitted');
    await order.update({ status: 'failed', failureReason: 'submit_failed' });
    throw new PledgeCheckoutUnavailableError(err.message);
  }
  await order.update({ orderTrackingId: submitted.orderTrackingId, redirectUrl: submitted.redirectUrl });
  await watchPledgeOrder(deps, order);
  return submitted.redirectUrl;
}
