/**
 * Creating, changing and deleting a stage, with its workflow kept in step: a stage armed by the change wakes its
 * workflow inside the change's transaction (a failing Temporal call undoes the change); a stage disarmed, cancelled
 * or deleted tells its workflow after the commit, best effort, since the workflow finds the stage unarmed anyway.
 */
import type { EventStage } from '../../db/models';
import type { BatchDeps } from '../messaging/deps';
import { createStage, deleteStage, updateStage } from '../../db/events/stages';
import { isArmed } from '../../domain/events/stage-lifecycle';
import { signalBatchChanged } from '../messaging/send/batch-workflow';
import { notifyStageWorkflow, wakeStageWorkflow } from './stage-workflow';
import { checkStageChannel } from './chat-stage';

/** The API's deps: the stage's workflow, and the batch workflow of a run cancelled by a delete, are told. */
export type StageChangeDeps = BatchDeps;

type CreateAttributes = Parameters<typeof createStage>[2];
type UpdateAttributes = Parameters<typeof updateStage>[3];

/** Creates a stage of an event (a chat stage checked against its template); one created `scheduled` is armed for send_at. */
export async function createEventStage(
  deps: StageChangeDeps,
  tenantId: number,
  eventId: number,
  attributes: CreateAttributes,
): Promise<EventStage> {
  return deps.sequelize.transaction(async (tx) => {
    const stage = await createStage(tenantId, eventId, attributes, tx, (merged, given) =>
      checkStageChannel(deps.sequelize, merged, given, true),
    );
    if (isArmed(stage.status)) await wakeStageWorkflow(deps, stage);
    return stage;
  });
}

/** Changes a stage, (re)arming or disarming its runs (see updateStage); null when there is no such stage. */
export async function updateEventStage(
  deps: StageChangeDeps,
  tenantId: number,
  eventId: number,
  stageId: number,
  attributes: UpdateAttributes,
): Promise<EventStage | null> {
  const update = await deps.sequelize.transaction(async (tx) => {
    const changed = await updateStage(tenantId, eventId, stageId, attributes, tx, (merged, given) =>
      checkStageChannel(deps.sequelize, merged, given, false),
    );
    if (changed?.armed) await wakeStageWorkflow(deps, changed.stage);
    return changed;
  });
  if (update?.disarmed) await notifyStageWorkflow(deps, stageId);
  return update?.stage ?? null;
}

/** Deletes a stage: its future runs stop, and a run being sent is cancelled (refunded); false when there is none. */
export async function deleteEventStage(
  deps: StageChangeDeps,
  tenantId: number,
  eventId: number,
  stageId: number,
): Promise<boolean> {
  const deleted = await deleteStage(deps.sequelize, tenantId, eventId, stageId);
  if (!deleted) return false;
  await stopStageWorkflows(deps, [stageId], deleted.cancelledBatchId === null ? [] : [deleted.cancelledBatchId]);
  return true;
}

/**
 * After stages were deleted (with their event or alone): their workflows end now and the cancelled runs' batch
 * workflows finish, instead of at their next look. Best effort: the database already decided both.
 */
export async function stopStageWorkflows(
  deps: StageChangeDeps,
  stageIds: number[],
  cancelledBatchIds: number[],
): Promise<void> {
  for (const stageId of stageIds) await notifyStageWorkflow(deps, stageId);
  for (const batchId of cancelledBatchIds) {
    await signalBatchChanged(deps, batchId).catch((err: unknown) =>
      deps.logger.warn({ err, batchId }, 'cancelled stage run not told'),
    );
  }
}
