import { continueAsNew, proxyActivities, workflowInfo } from '@temporalio/workflow';
import type { createActivities } from '../../activities';

/** One page may look up to 100 messages in the gateway's `/logs`; a gateway error retries, then the next run tries again. */
const { reconcileStuckSendsPage } = proxyActivities<ReturnType<typeof createActivities>>({
  startToCloseTimeout: '2 minutes',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '30 seconds', maximumAttempts: 5 },
});

/** Pages per run before continuing as new, whatever Temporal suggests: each run keeps to about 300 history events. */
const MAX_PAGES_PER_RUN = 50;

export interface StuckSendsTotals {
  adopted: number;
  failed: number;
}

export interface StuckSendsInput {
  /** Default: config `STUCK_SEND_AFTER_MINUTES` (read by the activity). */
  olderThanMinutes?: number;
  /** Continue-as-new state. */
  afterId?: number;
  totals?: StuckSendsTotals;
}

/**
 * Started every 5 minutes by the `stuck-sends` Schedule: resolves immediate single sends left `queued` or
 * `submitting` by an API process that died mid-request (activities/stuck-sends.ts), page by page, passing only
 * a cursor. Returns how many were adopted as sent and how many failed (and were refunded).
 */
export async function stuckSendsWorkflow(input: StuckSendsInput = {}): Promise<StuckSendsTotals> {
  const totals = { adopted: 0, failed: 0, ...input.totals };
  let afterId = input.afterId ?? 0;
  for (let pages = 1; ; pages++) {
    const page = await reconcileStuckSendsPage(afterId, input.olderThanMinutes);
    totals.adopted += page.adopted;
    totals.failed += page.failed;
    if (page.lastId === null) return totals;
    afterId = page.lastId;
    if (pages >= MAX_PAGES_PER_RUN || workflowInfo().continueAsNewSuggested) {
      return continueAsNew<typeof stuckSendsWorkflow>({ ...input, afterId, totals });
    }
  }
}
