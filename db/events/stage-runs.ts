/**
 * The stage side of stage runs: the stage row a run starts from, the invitees an invitation moves to `invited`, what
 * a stage workflow reads before it waits, and the one place a finished run lands on its stage. Lock order: the
 * event row, then the stage row, then (inside the send pipeline) the batch and its messages.
 */
import { QueryTypes, Transaction, type Sequelize } from 'sequelize';
import { EventStage } from '../models';
import { BATCH_COUNTERS_SQL } from '../messaging/batches';
import { hasPlannedRun } from '../../domain/events/stage-lifecycle';
import type { StageStatus } from '../../domain/events/vocabulary';

/** A tenant's stage of an event, row-locked for the rest of `tx` (the caller holds the event lock), or null. */
export const lockStage = (
  tx: Transaction,
  tenantId: number,
  eventId: number,
  stageId: number,
): Promise<EventStage | null> =>
  EventStage.findOne({ where: { id: stageId, eventId, tenantId }, transaction: tx, lock: Transaction.LOCK.UPDATE });

/** The tenant and event of a stage, to take their locks in order; undefined once it is deleted. */
export async function stageOwner(
  sequelize: Sequelize,
  stageId: number,
): Promise<{ tenantId: number; eventId: number } | undefined> {
  const [row] = await sequelize.query<{ tenantId: number; eventId: number }>(
    'SELECT tenant_id AS "tenantId", event_id AS "eventId" FROM event_sms_stages WHERE id = $1',
    { bind: [stageId], type: QueryTypes.SELECT },
  );
  return row;
}

/** An invitation went out: the invitees of its batch still `pending` become `invited` (docs/decisions.md §8), in `tx`. */
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
  const [stage] = await sequelize.query<{
    status: StageStatus;
    next_run_at: Date | null;
    current_batch_id: number | null;
  }>('SELECT status, next_run_at, current_batch_id FROM event_sms_stages WHERE id = $1 FOR SHARE', {
    bind: [stageId],
    type: QueryTypes.SELECT,
  });
  const armed = stage && hasPlannedRun(stage.status) && stage.next_run_at !== null;
  return {
    runningBatchId: stage?.status === 'sending' ? stage.current_batch_id : null,
    nextRunAt: armed ? stage.next_run_at!.getTime() : null,
  };
}

/**
 * The stage a run's end lands on (`s`, the stage row): only while it is `sending` (a retry finds it moved already).
 * Twin of stageStatusAfterRun's first rule (test/db/stage-run-end.test.ts compares them).
 */
export const RUN_ENDS_ON_STAGE_SQL = "s.status = 'sending'";

/**
 * Where a run's end leaves its stage `s`, given the run `r` (`run`: its trigger, `submitted`: messages the provider
 * accepted): the SQL twin of stageStatusAfterRun (domain/events/stage-lifecycle.ts), compared with it for every case
 * by test/db/stage-run-end.test.ts.
 */
export const STATUS_AFTER_RUN_SQL = `CASE WHEN s.frequency = 'once' THEN CASE WHEN r.submitted > 0 THEN 'sent' ELSE 'draft' END
                     WHEN s.next_run_at IS NOT NULL THEN 'active'
                     WHEN r.run = 'scheduled' THEN 'completed' ELSE 'draft' END`;

/**
 * A run's batch ended: its stage counts what the provider accepted (`sent_count`) and leaves `sending` for the status
 * stageStatusAfterRun gives. Only the run the stage is sending is finished, once (retries change nothing).
 */
export async function finishStageRun(sequelize: Sequelize, batchId: number): Promise<void> {
  await sequelize.query(
    `UPDATE event_sms_stages s SET sent_count = s.sent_count + r.submitted, updated_at = now(), status = ${STATUS_AFTER_RUN_SQL}
     FROM (SELECT b.stage_id, b.audience->>'run' AS run, ${BATCH_COUNTERS_SQL} FROM send_batches b WHERE b.id = $1) r
     WHERE s.id = r.stage_id AND ${RUN_ENDS_ON_STAGE_SQL} AND s.current_batch_id = $1`,
    { bind: [batchId] },
  );
}
