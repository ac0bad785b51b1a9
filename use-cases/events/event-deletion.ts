import { deleteEvent } from '../../db/events/events';
import { stopStageWorkflows, type StageChangeDeps } from './stage-changes';

/**
 * Deletes an event with everything below it (db/events/events.ts deleteEvent): its stages' future runs stop with it,
 * and a stage run being sent is cancelled, what it has not submitted refunded once. False when there is no such event.
 */
export async function deleteEventWithStages(
  deps: StageChangeDeps,
  tenantId: number,
  eventId: number,
): Promise<boolean> {
  const deleted = await deleteEvent(deps.sequelize, tenantId, eventId);
  if (!deleted) return false;
  await stopStageWorkflows(deps, deleted.stageIds, deleted.cancelledBatchIds);
  return true;
}
