/**
 * The rounds of a batch's send (sendBatchWorkflow's activities): plan the next pages, turn recipients into message
 * rows, submit a page. Each is safe to run twice (see use-cases/messaging/submit/submission.ts and the batch row
 * locks in db/messaging). Database and provider outages throw, for the caller's retries; only a provider's refusal of
 * a page fails messages, and then here.
 */
import type { SendDeps } from '../deps';
import { loadBatchPage, unsentIdsAfter } from '../../../db/messaging/message-submission';
import { materializeNextRecipients, type MaterializedPage } from '../../../db/messaging/batch-recipients';
import {
  batchHasUnsent,
  holdBatch,
  readBatchProgress,
  type BatchState,
  readBatchState,
  recordBatchProgress,
  startSendingBatch,
  type BatchProgress,
} from '../../../db/messaging/batches';
import { deferBatch, heldByQuietHours } from '../../../db/messaging/quiet-hours';
import { quietHoursEnd } from '../../../domain/calendar/quiet-hours';
import { submitMessages } from '../submit/submission';
import { submitterFor } from '../submit/channel-submitter';

export type { BatchProgress } from '../../../db/messaging/batches';
export type { MaterializedPage } from '../../../db/messaging/batch-recipients';

/** Rows inserted per materialization step. */
const MATERIALIZE_PAGE = 5000;

/** What the send loop does next. */
export type BatchRoundState = 'send' | 'wait' | 'held' | 'finished';

export interface BatchRound {
  state: BatchRoundState;
  /** `send`: page i is the unsent messages in (bounds[i-1], bounds[i]], the first starting after the cursor. */
  bounds: number[];
  progress: BatchProgress;
  /** `wait`: when the batch is due (epoch ms). */
  sendAt?: number;
}

/** A page's outcome: the batch's progress after it, `paused` when it sent nothing because the batch is to pause. */
export type PageProgress = BatchProgress & { paused?: true };

/** Whether a round now would hold the batch (organization inactive) or wait (before its time, quiet hours). */
function pausedNow(state: BatchState): boolean {
  const now = new Date();
  if (!state.tenantActive || (state.scheduledAt && state.scheduledAt.getTime() > now.getTime())) return true;
  return Boolean(heldByQuietHours(state.kind) && state.quietHours && quietHoursEnd(state.quietHours, now));
}

/** Turns the next page of a snapshot batch's recipients into message rows (`scheduled` before the batch's time). */
export async function materializeBatchPage(deps: SendDeps, batchId: number): Promise<MaterializedPage> {
  return materializeNextRecipients(deps.sequelize, batchId, MATERIALIZE_PAGE, deps.config.publicBaseUrl);
}

/**
 * Decides the next round of a batch: `finished` when it is completed, cancelled, failed or gone; `held` while its
 * organization is inactive; `wait` before its time, and until the end of its organization's quiet hours (the
 * batch and its unsent messages are scheduled again for then); else `send` with the next unsent messages after
 * `afterId` cut into up to `maxPages` disjoint id ranges (recipients turned into rows as needed). A due batch
 * starts sending here: its scheduled messages become queued. No range left: the batch is completed, except in
 * look-ahead (`doneUpTo` given: pages up to `afterId` may still be in flight, every one up to `doneUpTo` is done),
 * which stores `doneUpTo` as the cursor and never ends, holds or defers the batch: a batch to pause gives `held` or
 * `wait` without pages (and without `sendAt`), one with nothing left after `afterId` gives `send` without pages.
 */
export async function planBatchRound(
  deps: SendDeps,
  batchId: number,
  afterId: number,
  pageSize: number,
  maxPages: number,
  doneUpTo?: number,
): Promise<BatchRound> {
  const { sequelize } = deps;
  const state = await readBatchState(sequelize, batchId);
  if (!state)
    return {
      state: 'finished',
      bounds: [],
      progress: { total: 0, submitted: 0, failed: 0, cancelled: 0, cursor: afterId },
    };
  if (['completed', 'cancelled', 'failed'].includes(state.status))
    return { state: 'finished', bounds: [], progress: await readBatchProgress(sequelize, batchId) };
  // Look-ahead never holds or defers while pages are in flight: it says which, the window closes, and the plan after it does.
  if (doneUpTo !== undefined && pausedNow(state))
    return {
      state: state.tenantActive ? 'wait' : 'held',
      bounds: [],
      progress: await readBatchProgress(sequelize, batchId),
    };
  if (!state.tenantActive) {
    await holdBatch(sequelize, batchId);
    return { state: 'held', bounds: [], progress: await readBatchProgress(sequelize, batchId) };
  }
  if (state.scheduledAt && state.scheduledAt.getTime() > Date.now()) {
    // Everything of it was cancelled: it ends now instead of at its time.
    if (!(await batchHasUnsent(sequelize, batchId)))
      return { state: 'finished', bounds: [], progress: await recordBatchProgress(sequelize, batchId, afterId, true) };
    return {
      state: 'wait',
      bounds: [],
      progress: await readBatchProgress(sequelize, batchId),
      sendAt: state.scheduledAt.getTime(),
    };
  }
  const quietUntil =
    heldByQuietHours(state.kind) && state.quietHours ? quietHoursEnd(state.quietHours, new Date()) : null;
  if (quietUntil) {
    await deferBatch(sequelize, batchId, quietUntil);
    return {
      state: 'wait',
      bounds: [],
      progress: await readBatchProgress(sequelize, batchId),
      sendAt: quietUntil.getTime(),
    };
  }
  if (state.status !== 'sending') await startSendingBatch(sequelize, batchId);
  const wanted = pageSize * maxPages;
  let ids = await unsentIdsAfter(sequelize, batchId, afterId, wanted);
  while (ids.length < wanted) {
    const page = await materializeNextRecipients(sequelize, batchId, wanted - ids.length, deps.config.publicBaseUrl);
    if (page.inserted > 0) ids = await unsentIdsAfter(sequelize, batchId, afterId, wanted);
    if (page.remaining === 0) break;
  }
  const bounds = ids.filter((_, i) => (i + 1) % pageSize === 0 || i === ids.length - 1);
  const lookAhead = doneUpTo !== undefined;
  const progress = await recordBatchProgress(
    sequelize,
    batchId,
    lookAhead ? doneUpTo : afterId,
    bounds.length === 0 && !lookAhead,
  );
  if (lookAhead) return { state: 'send', bounds, progress };
  return { state: bounds.length === 0 ? 'finished' : 'send', bounds, progress };
}

/**
 * Submits a batch's unsent messages in (afterId, upToId] in one provider call. Safe to retry. A page is planned a
 * while before it starts: if the batch is to pause by then (organization inactive, before its time, quiet hours),
 * it sends nothing and says `paused`, unless an earlier attempt already claimed some of its messages (those are
 * settled first, as any retry does). `heartbeat` hears the message id the page has reached; provider errors propagate.
 */
export async function submitBatchPage(
  deps: SendDeps,
  batchId: number,
  afterId: number,
  upToId: number,
  heartbeat: (reachedId: number) => void,
): Promise<PageProgress> {
  const { sequelize } = deps;
  heartbeat(afterId);
  const rows = await loadBatchPage(sequelize, batchId, afterId, upToId);
  if (!rows.some((m) => m.status === 'submitting')) {
    const state = await readBatchState(sequelize, batchId);
    if (state && pausedNow(state)) return { ...(await readBatchProgress(sequelize, batchId)), paused: true };
  }
  const submitter =
    rows.length > 0 ? submitterFor(deps, rows[0]!.channel, { heartbeat: () => heartbeat(afterId) }) : null;
  if (submitter) await submitMessages(deps, submitter, rows);
  heartbeat(upToId);
  return readBatchProgress(sequelize, batchId);
}
