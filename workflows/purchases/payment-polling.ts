import {
  ActivityFailure,
  condition,
  continueAsNew,
  defineSignal,
  proxyActivities,
  setHandler,
  workflowInfo,
} from '@temporalio/workflow';
import type { createActivities } from '../../activities';
import type { PurchaseStatus } from '../../activities/purchases/payments';
import { PAYMENT_NOTIFIED_SIGNAL } from '../contracts';

const { pollPurchasePayment, expireUnpaidPurchase } = proxyActivities<ReturnType<typeof createActivities>>({
  startToCloseTimeout: '30 seconds',
  // Bounded, so a long outage cannot hold the loop past its deadline: a poll that gives up counts as "still pending".
  scheduleToCloseTimeout: '10 minutes',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '1 minute' },
});

const SECOND = 1000;
export const PAYMENT_POLLING_DEFAULTS = {
  timeoutMs: 24 * 3600 * SECOND,
  initialDelayMs: 5 * SECOND,
  maxDelayMs: 5 * 60 * SECOND,
  maxPollsPerRun: 1000,
};

export interface PaymentPollingInput {
  purchaseId: number;
  /** How long to wait for the payment before the purchase fails (default 24 h). */
  timeoutMs?: number;
  initialDelayMs?: number;
  maxDelayMs?: number;
  /** Polls before the history is cut with continue-as-new (the server may suggest it earlier). */
  maxPollsPerRun?: number;
  /** Carried across continue-as-new. */
  deadlineAt?: number;
  delayMs?: number;
}

/** The IPN or a status check saw news: poll now instead of at the next backoff step. */
export const paymentNotifiedSignal = defineSignal(PAYMENT_NOTIFIED_SIGNAL);

/** An activity that gave up (provider or database down for minutes) reads as "still pending": try again later. */
async function pendingOnFailure(activity: () => Promise<{ status: PurchaseStatus }>): Promise<PurchaseStatus> {
  try {
    return (await activity()).status;
  } catch (err) {
    if (err instanceof ActivityFailure) return 'pending';
    throw err;
  }
}

/**
 * Watches one online purchase (id `pay-<purchaseId>`): polls the provider with a doubling delay (5 s up to 5 min),
 * earlier when signalled, until the purchase leaves `pending`; after the deadline an unpaid purchase fails.
 */
export async function paymentPollingWorkflow(input: PaymentPollingInput): Promise<PurchaseStatus> {
  const timeoutMs = input.timeoutMs ?? PAYMENT_POLLING_DEFAULTS.timeoutMs;
  const maxDelayMs = input.maxDelayMs ?? PAYMENT_POLLING_DEFAULTS.maxDelayMs;
  const deadlineAt = input.deadlineAt ?? Date.now() + timeoutMs;
  let delayMs = input.delayMs ?? input.initialDelayMs ?? PAYMENT_POLLING_DEFAULTS.initialDelayMs;
  const maxPollsPerRun = input.maxPollsPerRun ?? PAYMENT_POLLING_DEFAULTS.maxPollsPerRun;
  let notified = false;
  setHandler(paymentNotifiedSignal, () => {
    notified = true;
  });

  for (let polls = 1; ; polls += 1) {
    const remaining = deadlineAt - Date.now();
    const expired = remaining <= 0;
    if (!expired) {
      await condition(() => notified, Math.min(delayMs, remaining));
      notified = false;
      delayMs = Math.min(delayMs * 2, maxDelayMs);
    }
    const status = await pendingOnFailure(() =>
      (expired ? expireUnpaidPurchase : pollPurchasePayment)(input.purchaseId),
    );
    if (status !== 'pending') return status;
    if (expired) await condition(() => notified, maxDelayMs);
    if (polls >= maxPollsPerRun || workflowInfo().continueAsNewSuggested) {
      return continueAsNew<typeof paymentPollingWorkflow>({ ...input, deadlineAt, delayMs });
    }
  }
}
