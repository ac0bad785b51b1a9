import type { Sequelize, Transaction } from 'sequelize';
import { EventStage } from '../models';
import { cancelBatch } from '../messaging/batch-cancel';
import { lockEvent } from './event-lock';
import { lockStage } from './stage-runs';
import {
  isArmed,
  nextRunOf,
  stageChangeEffect,
  stageChangeErrors,
  stageTimingErrors,
} from '../../domain/events/stage-lifecycle';
import { StageRuleError } from '../../domain/events/errors';

type StageAttributes = Partial<
  Pick<
    EventStage,
    | 'stageType'
    | 'name'
    | 'body'
    | 'channel'
    | 'frequency'
    | 'status'
    | 'chatTemplateId'
    | 'chatVariables'
    | 'smsFallback'
    | 'sendAt'
    | 'endAt'
  >
>;

/** Checks the timing rules on the stage as it would be stored; `arming` when the change schedules it. */
function assertTiming(stage: Pick<EventStage, 'status' | 'frequency' | 'sendAt' | 'endAt'>, arming: boolean): void {
  refuseOn(
    stageTimingErrors(
      {
        status: stage.status,
        frequency: stage.frequency,
        sendAt: stage.sendAt ? new Date(stage.sendAt) : null,
        endAt: stage.endAt,
      },
      arming,
      new Date(),
    ),
  );
}

/** Throws the rule errors, if any. */
function refuseOn(errors: Record<string, string[]>): void {
  if (Object.keys(errors).length > 0) throw new StageRuleError(errors);
}

/**
 * Points an armed stage at its next run: the first run of its timing after now (and after its last run), in Dar es
 * Salaam wall-clock time. A stage with no run left before its end_at is refused.
 */
function armNextRun(stage: EventStage): void {
  const next = nextRunOf(
    { sendAt: new Date(stage.sendAt!), frequency: stage.frequency, endAt: stage.endAt },
    new Date(),
    stage.lastRunAt,
  );
  if (!next) throw new StageRuleError({ end_at: ['The stage has no run left before its end at.'] });
  stage.nextRunAt = next;
}

/** Checks (and may adjust) a stage as it would be stored, given the attributes the change set; throws to refuse. */
export type StageCheck = (stage: EventStage, given: StageAttributes) => Promise<void>;

/** Creates a stage of an event the caller has found (from draft to draft or scheduled; it does not send), in `tx`. */
export async function createStage(
  tenantId: number,
  eventId: number,
  attributes: StageAttributes & Pick<EventStage, 'stageType' | 'name' | 'body'>,
  tx: Transaction,
  check: StageCheck,
): Promise<EventStage> {
  refuseOn(stageChangeErrors('draft', attributes));
  const stage = EventStage.build({
    sendAt: null,
    endAt: null,
    status: 'draft',
    frequency: 'once',
    ...attributes,
    tenantId,
    eventId,
  });
  assertTiming(stage, true);
  await check(stage, attributes);
  if (isArmed(stage.status)) armNextRun(stage);
  return stage.save({ transaction: tx });
}

/** An updated stage, and whether its runs were (re)armed or disarmed by the update. */
export interface StageUpdate {
  stage: EventStage;
  armed: boolean;
  disarmed: boolean;
}

/**
 * Changes a stage under its row lock, in `tx`, by the lifecycle's rules (stageChangeErrors, stageChangeEffect): a
 * stage that is sending, sent, completed or cancelled can no longer be changed; the timing rules are checked on the
 * merged stage, which is (re)armed for its next run or disarmed. `check` sees the merged stage before it is saved.
 * Returns null when the tenant's event has no such stage.
 */
export async function updateStage(
  tenantId: number,
  eventId: number,
  stageId: number,
  attributes: StageAttributes,
  tx: Transaction,
  check: StageCheck,
): Promise<StageUpdate | null> {
  const stage = await lockStage(tx, tenantId, eventId, stageId);
  if (!stage) return null;
  refuseOn(stageChangeErrors(stage.status, attributes));
  const before = stage.status;
  stage.set(attributes);
  const effect = stageChangeEffect(before, stage.status, attributes);
  assertTiming(stage, effect.scheduling);
  await check(stage, attributes);
  if (effect.arms) armNextRun(stage);
  if (!isArmed(stage.status)) stage.nextRunAt = null;
  return { stage: await stage.save({ transaction: tx }), armed: effect.arms, disarmed: effect.disarms };
}

/**
 * Deletes a stage under the event's and the stage's locks; a run being sent is cancelled in the same transaction
 * (what it has not submitted is refunded once). Returns null when the tenant's event has no such stage, else the
 * cancelled run's batch (its workflow is to be told).
 */
export async function deleteStage(
  sequelize: Sequelize,
  tenantId: number,
  eventId: number,
  stageId: number,
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
export async function cancelRunningBatch(
  sequelize: Sequelize,
  tx: Transaction,
  stage: EventStage,
): Promise<number | null> {
  if (stage.status !== 'sending' || stage.currentBatchId === null) return null;
  await cancelBatch(sequelize, stage.tenantId, stage.currentBatchId, tx);
  return stage.currentBatchId;
}
