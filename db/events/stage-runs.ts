/**
 * The stage side of stage runs: the stage row a run starts from, the invitees an invitation moves to `invited`, what
 * a stage workflow reads before it waits, and the one place a finished run lands on its stage. Lock order: the
 * event row, then the stage row, then (inside the send pipeline) the batch and its messages.
 */
import { QueryTypes, Transaction, type Sequelize } from 'sequelize';
import { EventSmsStage } from '../models';
import { BATCH_COUNTERS_SQL } from '../messaging/batches';

/** A tenant's stage of an event, row-locked for the rest of `tx` (the caller holds the event lock), or null. */
export const lockStage = (tx: Transaction, tenantId: number, eventId: number, stageId: number): Promise<EventSmsStage | null> =>
  EventSmsStage.findOne({ where: { id: stageId, eventId, tenantId }, transaction: tx, lock: Transaction.LOCK.UPDATE });

/** The tenant and event of a stage, to take their locks in order; undefined once it is deleted. */
export async function stageOwner(sequelize: Sequelize, stageId: number): Promise<{ tenantId: number; eventId: number } | undefined> {
  const [row] = await sequelize.query<{ tenantId: number; eventId: number }>(
    'SELECT tenant_id AS "tenantId", event_id AS "eventId" FROM event_sms_stages WHERE id = $1', { bind: [stageId], type: QueryTypes.SELECT },
  );
  return row;
}

/** An invitation went out: the invitees of its batch still `pending` become `invited` (decisions §8), in `tx`. */
export async function markInvitationsSent(sequelize: Sequelize, tx: Transaction, batchId: number): Promise<void> {
  await sequelize.query(
    `UPDATE event_invitees i SET status = 'invited', updated_at = now() FROM send_batches b
     WHERE b.id = $1 AND i.tenant_id = b.tenant_id AND i.id = ANY(b.recipient_ids) AND i.status = 'pending'`,
    { bind: [batchId], transaction: tx },
  );
}

/** What a stage workflow acts on next: a run being sent (to see through), and the time of the next armed run. */
export interface StagePlan {
  runningBatchId: number | null;
  /** Epoch ms; null when nothing is armed (draft, sent, completed, cancelled, deleted). */
  nextRunAt: number | null;
}

/**
 * The stage as committed: FOR SHARE waits for a request that is changing the stage (arming it, sending it now) to
 * commit or roll back, so a workflow woken by that request never acts on the state before it.
 */
export async function readStagePlan(sequelize: Sequelize, stageId: number): Promise<StagePlan> {
  const [stage] = await sequelize.query<{ status: string; next_run_at: Date | null; current_batch_id: number | null }>(
    'SELECT status, next_run_at, current_batch_id FROM event_sms_stages WHERE id = $1 FOR SHARE', { bind: [stageId], type: QueryTypes.SELECT },
  );
  const armed = stage && ['scheduled', 'active', 'sending'].includes(stage.status) && stage.next_run_at !== null;
  return {
    runningBatchId: stage?.status === 'sending' ? stage.current_batch_id : null,
    nextRunAt: armed ? stage.next_run_at!.getTime() : null,
  };
}

/**
 * A run's batch ended: its stage counts what the provider accepted (`sent_count`) and leaves `sending`. A once stage
 * becomes `sent` (back to `draft` when nothing of it went out: every message cancelled or refused); a recurring one
 * `active` while a run is armed, else `completed` after its last scheduled run, or `draft` again after a send-now
 * of a stage that was never armed. Only the run the stage is sending is finished, once (retries change nothing).
 */
export async function finishStageRun(sequelize: Sequelize, batchId: number): Promise<void> {
  await sequelize.query(
    `UPDATE event_sms_stages s SET sent_count = s.sent_count + r.submitted, updated_at = now(),
       status = CASE WHEN s.frequency = 'once' THEN CASE WHEN r.submitted > 0 THEN 'sent' ELSE 'draft' END
                     WHEN s.next_run_at IS NOT NULL THEN 'active'
                     WHEN r.run = 'scheduled' THEN 'completed' ELSE 'draft' END
     FROM (SELECT b.stage_id, b.audience->>'run' AS run, ${BATCH_COUNTERS_SQL} FROM send_batches b WHERE b.id = $1) r
     WHERE s.id = r.stage_id AND s.status = 'sending' AND s.current_batch_id = $1`,
    { bind: [batchId] },
  );
}
