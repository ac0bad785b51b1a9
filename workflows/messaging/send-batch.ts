import {
  allHandlersFinished,
  condition,
  continueAsNew,
  defineQuery,
  defineSignal,
  proxyActivities,
  setHandler,
  workflowInfo,
} from '@temporalio/workflow';
import type { createActivities } from '../../activities';
import type { BatchProgress, BatchRound } from '../../activities/messaging/batches';
import { BATCH_CHANGED_SIGNAL, BATCH_PROGRESS_QUERY } from '../contracts';
import { shortActivityOptions } from '../activity-options';
import { DEFAULT_PAGE_SIZE, PARALLEL_PAGES } from './batch-pages';
import { sendPageWindow, type WindowResult } from './page-window';

export interface SendBatchInput {
  batchId: number;
  /** Epoch ms of a scheduled batch (its messages are materialized at once, then it sleeps); null or past: now. */
  sendAt?: number | null;
  /** Messages per provider call. */
  pageSize?: number;
  /** Carried across continue-as-new. */
  progress?: BatchProgress;
  materialized?: boolean;
}

export const batchProgressQuery = defineQuery<BatchProgress>(BATCH_PROGRESS_QUERY);
/** The batch changed outside the workflow (cancelled, its organization reactivated): look at it again now. */
export const batchChangedSignal = defineSignal(BATCH_CHANGED_SIGNAL);

const { planBatchRound, materializeBatchPage } =
  proxyActivities<ReturnType<typeof createActivities>>(shortActivityOptions);

/** A held batch looks at its organization again this often, even if no reactivation signal arrives. */
const HELD_RECHECK_MS = 10 * 60_000;

/**
 * Sends one batch (workflow id `batch-<id>`), whatever its audience and channel. A scheduled batch (or one held by
 * quiet hours) first turns all its recipients into `scheduled` message rows, so they can be seen and cancelled, then
 * sleeps until its time.
 * Then rounds: an activity cuts the next unsent messages into disjoint id ranges and one activity per range
 * submits it in one provider call, PARALLEL_PAGES at a time in a sliding window that plans the next ranges while
 * pages are in flight (page-window.ts). Only ids and a cursor pass through the history, and it
 * continues as new when the history grows, so 100k messages keep it small. Activities retry until an outage
 * ends; a held batch (organization inactive) waits for its reactivation.
 */
export async function sendBatchWorkflow(input: SendBatchInput): Promise<BatchProgress> {
  let progress: BatchProgress = input.progress ?? { total: 0, submitted: 0, failed: 0, cancelled: 0, cursor: 0 };
  let changed = false;
  setHandler(batchProgressQuery, () => progress);
  setHandler(batchChangedSignal, () => {
    changed = true;
  });
  const pageSize = input.pageSize ?? DEFAULT_PAGE_SIZE;
  const sendAt = input.sendAt ?? null;

  let materialized = input.materialized ?? false;
  const materializeAll = async () => {
    for (let page = await materializeBatchPage(input.batchId); page.remaining > 0 && !page.stopped;)
      page = await materializeBatchPage(input.batchId);
    materialized = true;
  };
  if (sendAt && sendAt > Date.now() && !materialized) await materializeAll();
  for (;;) {
    const cursor = progress.cursor;
    const round: BatchRound = await planBatchRound(input.batchId, cursor, pageSize, PARALLEL_PAGES);
    progress = { ...round.progress, cursor };
    if (round.state === 'finished') return progress;
    // Held until later than it was started for (quiet hours): its recipients become `scheduled` rows now, as for any scheduled batch.
    if (round.state === 'wait' && !materialized) await materializeAll();
    if (round.state === 'wait' || round.state === 'held') {
      const wait = round.state === 'held' ? HELD_RECHECK_MS : Math.max(1, (round.sendAt ?? 0) - Date.now());
      await condition(() => changed, wait);
      changed = false;
      continue;
    }
    const whenSent = (sent: WindowResult) => {
      progress = { ...(sent.progress ?? progress), cursor: sent.cursor };
    };
    whenSent(await sendPageWindow(input.batchId, pageSize, cursor, round.bounds, whenSent));
    if (workflowInfo().continueAsNewSuggested) {
      await condition(allHandlersFinished);
      return continueAsNew<typeof sendBatchWorkflow>({ ...input, progress, materialized });
    }
  }
}
