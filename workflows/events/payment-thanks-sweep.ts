import { proxyActivities } from '@temporalio/workflow';
import type { createActivities } from '../../activities';
import { shortActivityOptions } from '../activity-options';

/** Retried without an attempt limit, like every send: an outage is waited out, never a lost thank-you. */
const { thankOverduePayments } = proxyActivities<ReturnType<typeof createActivities>>(shortActivityOptions);

/** Rounds per run, so a backlog after a long outage keeps each run's history short; the next run takes the rest. */
const MAX_ROUNDS_PER_RUN = 20;

/**
 * Started every 5 minutes by the `payment-thanks-sweep` Schedule: thanks the payments still owed a thank-you SMS
 * (`event_payments.thanks_due`, not `thanked_at`) a few minutes after they were recorded. Returns how many.
 */
export async function paymentThanksSweepWorkflow(): Promise<number> {
  let handled = 0;
  for (let round = 0; round < MAX_ROUNDS_PER_RUN; round++) {
    const count = await thankOverduePayments();
    handled += count;
    if (count === 0) break;
  }
  return handled;
}
