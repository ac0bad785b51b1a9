import { patched, proxyActivities, workflowInfo } from '@temporalio/workflow';
import type { createActivities } from '../../activities';
import type { BatchProgress } from '../../activities/messaging/batches';
import { sendActivityOptions, shortActivityOptions } from '../activity-options';
import { PARALLEL_PAGES } from './batch-pages';

const { submitBatchPage } = proxyActivities<ReturnType<typeof createActivities>>(sendActivityOptions);
const { planBatchRound } = proxyActivities<ReturnType<typeof createActivities>>(shortActivityOptions);

export interface WindowResult {
  /** The latest progress a page reported (null: no page ran). */
  progress: BatchProgress | null;
  /** Every page up to this message id is done. */
  cursor: number;
}

/**
 * Before this patch a plan that found no more pages closed the window, and the pages planned but not started were
 * planned again only after every page in flight had ended: each batch's last pages waited for a page time.
 */
const KEEP_PLANNED_PAGES = 'page-window-keeps-planned-pages';

/**
 * Submits a batch's pages PARALLEL_PAGES at a time as a sliding window: a new page starts as soon as one ends, and
 * the next pages are planned while the current ones are in flight (planBatchRound in look-ahead: it checks the batch
 * as every round does, but never ends it). A plan that finds no more pages ends the planning; the pages already
 * planned still start as slots free. The window closes when a plan or a page says to stop (the batch is held,
 * cancelled or waits) or the history asks to continue as new: pages not started are dropped, those in flight waited for,
 * and the caller plans again from the returned cursor, where every such state is handled. `onProgress` hears of
 * every page that ends.
 */
export async function sendPageWindow(
  batchId: number,
  pageSize: number,
  cursor: number,
  firstBounds: number[],
  onProgress: (sent: WindowResult) => void,
): Promise<WindowResult> {
  const queue: Array<[number, number]> = [];
  const enqueue = (after: number, bounds: number[]) =>
    bounds.forEach((upTo, i) => queue.push([i === 0 ? after : bounds[i - 1]!, upTo]));
  enqueue(cursor, firstBounds);
  let planned = firstBounds[firstBounds.length - 1] ?? cursor;
  const started: number[] = [];
  const ended = new Set<number>();
  const running = new Set<Promise<void>>();
  let done = cursor;
  let progress: BatchProgress | null = null;
  let planning: Promise<void> | null = null;
  let closed = false;
  let allPlanned = false;

  const startPage = ([after, upTo]: [number, number]) => {
    started.push(upTo);
    const page: Promise<void> = submitBatchPage(batchId, after, upTo).then(({ paused, ...reported }) => {
      running.delete(page);
      // A page that found the batch to pause sent nothing: the cursor stays before it, and the window closes.
      if (paused) closed = true;
      else ended.add(upTo);
      if (!progress || counted(reported) > counted(progress)) progress = reported;
      while (started.length > 0 && ended.has(started[0]!)) done = started.shift()!;
      onProgress({ progress, cursor: done });
    });
    running.add(page);
  };
  const planMore = async () => {
    const round = await planBatchRound(batchId, planned, pageSize, PARALLEL_PAGES, done);
    if (round.state === 'send' && round.bounds.length === 0 && patched(KEEP_PLANNED_PAGES)) allPlanned = true;
    else if (round.state !== 'send' || round.bounds.length === 0) closed = true;
    else {
      enqueue(planned, round.bounds);
      planned = round.bounds[round.bounds.length - 1]!;
    }
    planning = null;
  };

  while (queue.length > 0 || running.size > 0 || planning) {
    if (workflowInfo().continueAsNewSuggested) closed = true;
    while (running.size < PARALLEL_PAGES && queue.length > 0 && !closed) startPage(queue.shift()!);
    if (!planning && !closed && !allPlanned && queue.length < PARALLEL_PAGES) planning = planMore();
    if (closed) queue.length = 0; // not started: planned again from the cursor
    if (running.size === 0 && !planning) break;
    await Promise.race([...running, ...(planning ? [planning] : [])]);
  }
  return { progress, cursor: done };
}

const counted = (p: BatchProgress) => p.submitted + p.failed + p.cancelled;
