import { ActivityFailure, proxyActivities } from '@temporalio/workflow';
import type { createActivities } from '../../activities';
import type { PledgeOrderStatus } from '../../db/models';

/** Polling as activity retries (temporal.md §6c): 5 s doubling to 5 min for 24 h, with no history per poll. */
const { awaitPledgeOrderSettlement } = proxyActivities<ReturnType<typeof createActivities>>({
  startToCloseTimeout: '30 seconds',
  scheduleToCloseTimeout: '24 hours',
  retry: { initialInterval: '5 seconds', backoffCoefficient: 2, maximumInterval: '5 minutes' },
});
const { expireUnpaidPledgeOrder } = proxyActivities<ReturnType<typeof createActivities>>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '1 minute' },
});

export interface PledgePaymentInput {
  orderId: number;
}

/**
 * Watches one online pledge payment (id `pledge-<orderId>`) until the provider settles it; the IPN and the return page
 * usually settle it first, and the activity then sees a settled order and returns. After 24 h unpaid, it expires.
 */
export async function pledgePaymentWorkflow(input: PledgePaymentInput): Promise<PledgeOrderStatus> {
  try {
    return await awaitPledgeOrderSettlement(input.orderId);
  } catch (err) {
    if (err instanceof ActivityFailure) return expireUnpaidPledgeOrder(input.orderId);
    throw err;
  }
}
