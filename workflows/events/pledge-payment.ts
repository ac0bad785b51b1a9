import { WorkflowExecutionAlreadyStartedError, WorkflowIdReusePolicy } from '@temporalio/common';
import { ActivityFailure, ParentClosePolicy, proxyActivities, startChild } from '@temporalio/workflow';
import { paymentThanksWorkflow } from './payment-thanks';
import { paymentThanksWorkflowId, tenantSearchAttributes } from '../contracts';
import type { createActivities } from '../../activities';
import type { PledgeOrderStatus } from '../../activities/events/pledge-payments';

/** Polling as activity retries (docs/temporal.md §6c): 5 s doubling to 5 min for 24 h, with no history per poll. */
const { awaitPledgeOrderSettlement } = proxyActivities<ReturnType<typeof createActivities>>({
  startToCloseTimeout: '30 seconds',
  scheduleToCloseTimeout: '24 hours',
  retry: { initialInterval: '5 seconds', backoffCoefficient: 2, maximumInterval: '5 minutes' },
});
const { expireUnpaidPledgeOrder, pledgeOrderPaymentToThank } = proxyActivities<ReturnType<typeof createActivities>>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '1 minute' },
});

export interface PledgePaymentInput {
  orderId: number;
}

/**
 * Watches one online pledge payment (id `pledge-<orderId>`) until the provider settles it; the IPN and the return page
 * usually settle it first, and the activity then sees a settled order and returns. After 24 h unpaid, it expires.
 * A paid order's payment is then thanked by SMS when its event says so (the API's paths start that sooner).
 */
export async function pledgePaymentWorkflow(input: PledgePaymentInput): Promise<PledgeOrderStatus> {
  let status: PledgeOrderStatus;
  try {
    status = await awaitPledgeOrderSettlement(input.orderId);
  } catch (err) {
    if (err instanceof ActivityFailure) return expireUnpaidPledgeOrder(input.orderId);
    throw err;
  }
  if (status === 'paid') await thankPayer(input.orderId);
  return status;
}

/** The paid order's thank-you SMS, unless the IPN or the return page already started it (same workflow id). */
async function thankPayer(orderId: number): Promise<void> {
  const toThank = await pledgeOrderPaymentToThank(orderId);
  if (toThank === null) return;
  try {
    await startChild(paymentThanksWorkflow, {
      workflowId: paymentThanksWorkflowId(toThank.paymentId),
      args: [{ paymentId: toThank.paymentId }],
      parentClosePolicy: ParentClosePolicy.ABANDON,
      workflowIdReusePolicy: WorkflowIdReusePolicy.REJECT_DUPLICATE,
      typedSearchAttributes: tenantSearchAttributes(toThank.tenantId),
    });
  } catch (err) {
    if (!(err instanceof WorkflowExecutionAlreadyStartedError)) throw err;
  }
}
