import { continueAsNew, proxyActivities, workflowInfo } from '@temporalio/workflow';
import type { createActivities } from '../../activities';
import { shortActivityOptions } from '../activity-options';

const { reconcilePendingReportsPage } = proxyActivities<ReturnType<typeof createActivities>>({
  ...shortActivityOptions,
  startToCloseTimeout: '2 minutes',
});

/** Pages per run before continuing as new: each run keeps to about 300 history events. */
const MAX_PAGES_PER_RUN = 50;

export interface PendingReportsInput {
  /** Default: config `PENDING_REPORT_AFTER_MINUTES` (read by the activity). */
  olderThanMinutes?: number;
  /** Continue-as-new state. */
  afterId?: number;
  totals?: { checked: number; updated: number };
}

/**
 * Started every 10 minutes by the `pending-reports` Schedule: asks the gateway for the reports of messages still
 * pending long after they were sent (their callbacks were lost, e.g. during a database outage), page by page,
 * passing only a cursor. Returns how many were checked and how many changed.
 */
export async function pendingReportsWorkflow(
  input: PendingReportsInput = {},
): Promise<{ checked: number; updated: number }> {
  const totals = { checked: 0, updated: 0, ...input.totals };
  let afterId = input.afterId ?? 0;
  for (let pages = 1; ; pages++) {
    const page = await reconcilePendingReportsPage(afterId, input.olderThanMinutes);
    totals.checked += page.checked;
    totals.updated += page.updated;
    if (page.lastId === null) return totals;
    afterId = page.lastId;
    if (pages >= MAX_PAGES_PER_RUN || workflowInfo().continueAsNewSuggested) {
      return continueAsNew<typeof pendingReportsWorkflow>({ ...input, afterId, totals });
    }
  }
}
