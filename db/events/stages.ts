import type { Sequelize, Transaction } from 'sequelize';
import { EventSmsStage } from '../models';
import { cancelBatch } from '../messaging/batch-cancel';
import { lockEvent } from './event-lock';
import { lockStage } from './stage-runs';
import { stageTimingErrors } from '../../domain/events/stage-schedule';
import { nextStageRun } from '../../domain/events/stage-recurrence';
import { CLOSED_STAGE_STATUSES, type StageStatus } from '../../domain/events/vocabulary';
import { StageRuleError } from '../../domain/events/errors';

type StageAttributes = Partial<Pick<EventSmsStage,
  'stageType' | 'name' | 'body' | 'channel' | 'frequency' | 'status' | 'chatTemplateId' | 'chatVariables' | 'smsFallback' | 'sendAt' | 'endAt'>>;

/** Statuses whose stage has runs armed on its workflow. */
const ARMED_STATUSES: readonly StageStatus[] = ['scheduled', 'active'];
export const isArmed = (status: StageStatus): boolean => ARMED_STATUSES.includes(status);

/** Checks the timing rules on the stage as it would be stored; `arming` when the change schedules it. */
function assertTiming(stage: Pick<EventSmsStage, 'status' | 'frequency' | 'sendAt' | 'endAt'>, arming: boolean): void {
  const errors = stageTimingErrors(
    { status: stage.status, frequency: stage.frequency, sendAt: stage.sendAt ? new Date(stage.sendAt) : null, endAt: stage.endAt },
    arming, new Date(),
  );
  if (Object.keys(errors).length > 0) throw new StageRuleError(errors);
}

/**
 * Points an armed stage at its next run: the first run of its timing after now (and after its last run), in Dar es
 * Salaam wall-clock time. A stage with no run left before its end_at is refused.
 */
function armNextRun(stage: EventSmsStage): void {
  const after = Math.max(Date.now(), stage.lastRunAt?.getTime() ?? 0);
  const next = nextStageRun({ sendAt: new Date(stage.sendAt!), frequency: stage.frequency, endAt: stage.endAt }, new Date(after));
  if (!next) throw new StageRuleError({ end_at: ['The stage has no run left before its end at.'] });
  stage.nextRunAt = next;
}

/** Checks (and may adjust) a stage as it would be stored, given the attributes the change set; throws to refuse. */
export type StageCheck = (stage: EventSmsStage, given: StageAttributes) => Promise<void>;

/** Creates a stage of an event the caller has found (status draft or scheduled; it does not send), in `tx`. */
export async function createStage(
  tenantId: number, eventId: number, attributes: StageAttributes & Pick<EventSmsStage, 'stageType' | 'name' | 'body'>, tx: Transaction,
  check: StageCheck,
): Promise<EventSmsStage> {
  const stage = EventSmsStage.build({ sendAt: null, endAt: null, status: 'draft', frequency: 'once', ...attributes, tenantId, eventId });
  assertTiming(stage, true);
  await check(stage, attributes);
  if (isArmed(stage.status)) armNextRun(stage);
  return stage.save({ transaction: tx });
}

/** An updated stage, and whether its runs were (re)armed or disarmed by the update. */
export interface StageUpdate {
  stage: EventSmsStage;
  armed: boolean;
  disarmed: boolean;
}

/** The rules of changing a stage in its current status; throws StageRuleError. */
function assertChangeable(stage: EventSmsStage, attributes: StageAttributes): void {
  if (stage.status === 'sending' || CLOSED_STAGE_STATUSES.includes(stage.status)) {
    throw new StageRuleError({ status: [`This stage is ${stage.status} and can no longer be changed.`] });
  }
  if (stage.status === 'active' && attributes.status !== undefined && attributes.status !== 'cancelled') {
    throw new StageRuleError({ status: ['A recurring stage between runs can only be cancelled.'] });
  }
  if (stage.status === 'active' && attributes.frequency === 'once') {
    throw new StageRuleError({ frequency: ['A recurring stage between runs stays recurring; cancel it and create a once stage.'] });
  }
}

/**
 * Changes a stage under its row lock, in `tx`. A stage that is sending, sent, completed or cancelled can no longer be
 * changed; a recurring stage between runs (`active`) can be edited or cancelled. The timing rules are checked on the
 * merged stage. Setting `scheduled`, or changing send_at, frequency or end_at of an armed stage, (re)arms it for its
 * next run; draft and cancelled disarm it. `check` sees the merged stage before it is saved. Returns null when the tenant's event has no such stage.
 */
export async function updateStage(
  tenantId: number, eventId: number, stageId: number, attributes: StageAttributes, tx: Transaction, check: StageCheck,
): Promise<StageUpdate | null> {
  const stage = await lockStage(tx, tenantId, eventId, stageId);
  if (!stage) return null;
  assertChangeable(stage, attributes);
  const wasArmed = isArmed(stage.status);
  const statusChanged = attributes.status !== undefined && attributes.status !== stage.status;
  const timingChanged = [attributes.sendAt, attributes.frequency, attributes.endAt].some((value) => value !== undefined);
  const arming = attributes.status === 'scheduled' || (attributes.sendAt !== undefined && (attributes.status ?? stage.status) === 'scheduled');
  stage.set(attributes);
  assertTiming(stage, arming);
  await check(stage, attributes);
  const armed = isArmed(stage.status) && (statusChanged || timingChanged);
  if (armed) armNextRun(stage);
  if (!isArmed(stage.status)) stage.nextRunAt = null;
  return { stage: await stage.save({ transaction: tx }), armed, disarmed: wasArmed && !isArmed(stage.status) };
}

/**
 * Deletes a stage under the event's and the stage's locks; a run being sent is cancelled in the same transaction
 * (what it has not submitted is refunded once). Returns null when the tenant's event has no such stage, else the
 * cancelled run's batch (its workflow is to be told).
 */
export async function deleteStage(
  sequelize: Sequelize, tenantId: number, eventId: number, stageId: number,
): Promise<{ cancelledBatchId: number | null } | null> {
  return sequelize.transaction(async (tx) => {
    if (!(await lockEvent(tx, tenantId, eventId))) return null;
    const stage = await lockStage(tx, tenantId, eventId, stageId);
    if (!stage) return null;
    const cancelledBatchId = await cancelRunningBatch(sequelize, tx, stage);
    await stage.destroy({ transaction: tx });
    return { cancelledBatchId };
  });
}

/** Cancels what the stage's running batch has not submitted yet (refunded once), in `tx`; returns that batch, if any. */
export async function cancelRunningBatch(sequelize: Sequelize, tx: Transaction, stage: EventSmsStage): Promise<number | null> {
  if (stage.status !== 'sending' || stage.currentBatchId === null) return null;
  await cancelBatch(sequelize, stage.tenantId, stage.currentBatchId, tx);
  return stage.currentBatchId;
}
