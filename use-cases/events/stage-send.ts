/**
 * `POST …/sms-stages/{id}/send`: a stage run now. The run's batch is made and billed in the request (nothing is
 * sent or billed when it is refused), then the stage's workflow sends it and lands the outcome on the stage.
 */
import type { BatchDeps } from '../messaging/deps';
import { ChatCreditsNeededError, EmptyAudienceError, NotFoundError, RefusedError } from '../../domain/messaging/errors';
import type { AcceptedBatch } from '../../db/messaging/batches';
import { lockEvent } from '../../db/events/event-lock';
import { lockStage } from '../../db/events/stage-runs';
import { acceptStageRun } from './stage-run-batch';
import { wakeStageWorkflow, type StageWorkflowDeps } from './stage-workflow';
import { InsufficientCreditsError } from '../../domain/accounts/errors';
import { sendNowRefusal, stageOnRunStart } from '../../domain/events/stage-lifecycle';

export interface StageSendRequest {
  tenantId: number;
  eventId: number;
  stageId: number;
  userId: number;
}

/**
 * Sends a stage now to its eligible invitees. Refused (RefusedError, InsufficientCreditsError; a chat stage
 * ChatCreditsNeededError) when the stage is sent, completed, cancelled or already sending, when no invitee is
 * eligible, or when the balance of the stage's channel is short. The stage is
 * `sending` until its workflow finished the run. A once stage is disarmed (this is its send); an armed recurring
 * stage keeps its schedule, this run coming on top of it.
 */
export async function sendStageNow(
  deps: BatchDeps & StageWorkflowDeps,
  request: StageSendRequest,
): Promise<AcceptedBatch> {
  return deps.sequelize.transaction(async (tx) => {
    if (!(await lockEvent(tx, request.tenantId, request.eventId))) throw new NotFoundError('Event');
    const stage = await lockStage(tx, request.tenantId, request.eventId, request.stageId);
    if (!stage) throw new NotFoundError('SMS stage');
    const refusal = sendNowRefusal(stage.status);
    if (refusal) throw new RefusedError(refusal, stage.status === 'sent' ? 'stage_already_sent' : 'stage_not_sendable');
    let batch: AcceptedBatch;
    try {
      batch = await acceptStageRun(deps, tx, stage, 'now', request.userId);
    } catch (err) {
      if (err instanceof EmptyAudienceError)
        throw new RefusedError('There are no eligible invitees for this stage.', 'no_eligible_invitees');
      if (err instanceof InsufficientCreditsError && stage.channel === 'chat')
        throw new ChatCreditsNeededError(err.balance, err.required);
      throw err;
    }
    const started = stageOnRunStart('now', {
      frequency: stage.frequency,
      runAt: new Date(),
      nextRunAt: stage.nextRunAt,
    });
    await stage.update({ ...started, currentBatchId: batch.batchId }, { transaction: tx });
    await wakeStageWorkflow(deps, stage);
    return batch;
  });
}
