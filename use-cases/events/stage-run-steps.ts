/**
 * The steps of a stage's workflow around its runs (see use-cases/events/stage-runs.ts for the run itself): read the
 * stage's plan, end a run whose batch ended, and tell whether a run's batch is still sending. Each is safe to run twice.
 */
import type { SendDeps } from '../messaging/deps';
import { finishStageRun, readStagePlan, type StagePlan } from '../../db/events/stage-runs';
import { readBatchState, UNFINISHED_BATCH_STATUSES } from '../../db/messaging/batches';
import { asksSmsFallback } from '../../db/events/chat-sms-fallbacks';

export type { StagePlan } from '../../db/events/stage-runs';

/** How a stage run ended, for its workflow: null, or the wait before the run's SMS fallback is decided. */
export interface StageRunEnd {
  smsFallbackAfterMs: number | null;
}

/** The stage as committed: a run being sent, and when the next armed run is due. */
export async function planStageRun(deps: Pick<SendDeps, 'sequelize'>, stageId: number): Promise<StagePlan> {
  return readStagePlan(deps.sequelize, stageId);
}

/**
 * A run's batch ended: the stage counts what went out and leaves `sending`. A chat run with an SMS fallback
 * answers how long its messages have to be delivered before the fallback is decided.
 */
export async function endStageRun(deps: Pick<SendDeps, 'sequelize' | 'config'>, batchId: number): Promise<StageRunEnd> {
  await finishStageRun(deps.sequelize, batchId);
  const fallback = await asksSmsFallback(deps.sequelize, batchId);
  return { smsFallbackAfterMs: fallback ? Math.round(deps.config.chatSmsFallbackMinutes * 60_000) : null };
}

/** Whether the batch has not ended yet (scheduled, queued, sending or held); a batch that is gone has ended. */
export async function batchStillSending(deps: Pick<SendDeps, 'sequelize'>, batchId: number): Promise<boolean> {
  const state = await readBatchState(deps.sequelize, batchId);
  return Boolean(state && UNFINISHED_BATCH_STATUSES.includes(state.status));
}
