import {
  allHandlersFinished, condition, continueAsNew, defineQuery, proxyActivities, setHandler, sleep, workflowInfo,
} from '@temporalio/workflow';
import type { createActivities } from '../../activities';
import { sendActivityOptions, shortActivityOptions } from '../activity-options';

export interface BulkSendProgress {
  total: number;
  submitted: number;
  failed: number;
  /** Last message id the loop has passed. */
  cursor: number;
}

export interface BulkSendInput {
  batchId: number;
  /** Epoch ms of a scheduled batch; null or past: at once. */
  sendAt?: number | null;
  /** Messages per gateway multi-send. */
  pageSize?: number;
  /** Carried across continue-as-new. */
  progress?: BulkSendProgress;
}

/** The next id ranges to submit: page i is (bounds[i-1], bounds[i]], the first starting after the cursor. */
export interface SmsPagePlan {
  bounds: number[];
  progress: BulkSendProgress;
}

export const bulkSendProgressQuery = defineQuery<BulkSendProgress>('bulkSendProgress');

const { submitSmsPage } = proxyActivities<ReturnType<typeof createActivities>>(sendActivityOptions);
const { planSmsPages, failSmsPage, failRemainingBatch } = proxyActivities<ReturnType<typeof createActivities>>(shortActivityOptions);

export const DEFAULT_PAGE_SIZE = 500;
/** Pages submitted at once: the gateway round trip and the row writes of one page overlap the others'. */
export const PARALLEL_PAGES = 4;

/**
 * Sends a batch in rounds: an activity cuts the next unsent messages into disjoint id ranges, and one activity per
 * range submits it in one gateway multi-send, the ranges in parallel. Passes only ids and a cursor, and continues
 * as new when the history grows, so 100k messages keep it small. When a page cannot be submitted after its
 * retries, it is failed and refunded; when every page of a round fails (the gateway is down), so is the rest.
 */
export async function bulkSendWorkflow(input: BulkSendInput): Promise<BulkSendProgress> {
  let progress: BulkSendProgress = input.progress ?? { total: 0, submitted: 0, failed: 0, cursor: 0 };
  setHandler(bulkSendProgressQuery, () => progress);
  if (input.sendAt && input.sendAt > Date.now()) await sleep(input.sendAt - Date.now());
  const pageSize = input.pageSize ?? DEFAULT_PAGE_SIZE;

  for (;;) {
    const cursor = progress.cursor;
    let plan: SmsPagePlan;
    try {
      plan = await planSmsPages(input.batchId, cursor, pageSize, PARALLEL_PAGES);
    } catch {
      return (progress = await failRemainingBatch(input.batchId));
    }
    progress = { ...plan.progress, cursor };
    if (plan.bounds.length === 0) return progress;
    const ranges = plan.bounds.map((upTo, i) => [i === 0 ? cursor : plan.bounds[i - 1], upTo] as const);
    const pages = await Promise.allSettled(ranges.map(([after, upTo]) => submitSmsPage(input.batchId, after, upTo)));
    // Every page of the round failed: the gateway is down, give up on the rest. Else only the failed pages fail.
    if (pages.every((p) => p.status === 'rejected')) return (progress = await failRemainingBatch(input.batchId));
    const done = await Promise.all(pages.map((p, i) => (p.status === 'fulfilled' ? p.value : failSmsPage(input.batchId, ...ranges[i]))));
    const latest = done.reduce((a, b) => (b.submitted + b.failed > a.submitted + a.failed ? b : a));
    progress = { ...latest, cursor: plan.bounds[plan.bounds.length - 1] };
    if (workflowInfo().continueAsNewSuggested) {
      await condition(allHandlersFinished);
      return continueAsNew<typeof bulkSendWorkflow>({ ...input, sendAt: null, progress });
    }
  }
}
