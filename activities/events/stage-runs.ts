import { ApplicationFailure } from '@temporalio/activity';
import { ApplicationFailureCategory } from '@temporalio/common';
import type { ActivityDeps } from '../deps';
import {
  batchStillSending,
  endStageRun,
  planStageRun,
  type StagePlan,
  type StageRunEnd,
} from '../../use-cases/events/stage-run-steps';
import { runScheduledStage, type ScheduledRunResult } from '../../use-cases/events/stage-runs';
import { fallBackToSms, type FallbackBatch } from '../../use-cases/events/chat-sms-fallback';

export type { StageRunEnd } from '../../use-cases/events/stage-run-steps';

/** Thrown while a batch is still sending: Temporal retries it with backoff, BENIGN keeps each retry out of the warning log. */
export const BATCH_UNFINISHED = 'BatchUnfinished';

/** The activities of eventStageWorkflow; each is safe to run twice (the stage row decides, under its lock). */
export function createStageRunActivities(deps: ActivityDeps) {
  return {
    /** The stage as committed: a run being sent, and when the next armed run is due. */
    async planStageRun(stageId: number): Promise<StagePlan> {
      return planStageRun(deps, stageId);
    },

    /** The run armed for `runAt` (epoch ms): its batch billed now, or skipped with a reason (see runScheduledStage). */
    async startStageRun(stageId: number, runAt: number): Promise<ScheduledRunResult> {
      return runScheduledStage(deps, stageId, new Date(runAt));
    },

    /**
     * A run's batch ended: the stage counts what went out and leaves `sending`. A chat run with an SMS fallback
     * answers how long its messages have to be delivered before the fallback is decided.
     */
    async finishStageRun(batchId: number): Promise<StageRunEnd> {
      return endStageRun(deps, batchId);
    },

    /** A chat run's window has passed: its one SMS fallback batch (made and billed once), or null (see fallBackToSms). */
    async startChatSmsFallback(chatBatchId: number): Promise<FallbackBatch> {
      return fallBackToSms(deps, chatBatchId);
    },

    /** Fails (retryably) until the batch has ended; for a run whose batch workflow an earlier execution started. */
    async awaitBatchFinished(batchId: number): Promise<void> {
      if (await batchStillSending(deps, batchId)) {
        throw ApplicationFailure.create({
          message: `batch ${batchId} is still sending`,
          type: BATCH_UNFINISHED,
          category: ApplicationFailureCategory.BENIGN,
        });
      }
    },
  };
}
