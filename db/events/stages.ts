import { Transaction, type Sequelize } from 'sequelize';
import { EventSmsStage } from '../models';
import { stageTimingErrors } from '../../lib/events/stage-schedule';
import { CLOSED_STAGE_STATUSES } from '../../lib/events/vocabulary';

type StageAttributes = Partial<Pick<EventSmsStage,
  'stageType' | 'name' | 'body' | 'channel' | 'frequency' | 'status' | 'chatTemplateId' | 'chatVariables' | 'smsFallback' | 'sendAt' | 'endAt'>>;

/** A stage change that breaks a rule: field errors, answered as 422. */
export class StageRuleError extends Error {
  constructor(readonly errors: Record<string, string[]>) {
    super(Object.values(errors).flat()[0]);
  }
}

/** Checks the timing rules on the stage as it would be stored; `arming` when the change schedules it. */
function assertTiming(stage: Pick<EventSmsStage, 'status' | 'frequency' | 'sendAt' | 'endAt'>, arming: boolean): void {
  const errors = stageTimingErrors(
    { status: stage.status, frequency: stage.frequency, sendAt: stage.sendAt ? new Date(stage.sendAt) : null, endAt: stage.endAt },
    arming, new Date(),
  );
  if (Object.keys(errors).length > 0) throw new StageRuleError(errors);
}

/** Creates a stage of an event the caller has found (status draft or scheduled; it does not send). */
export async function createStage(
  tenantId: number, eventId: number, attributes: StageAttributes & Pick<EventSmsStage, 'stageType' | 'name' | 'body'>,
): Promise<EventSmsStage> {
  const stage = EventSmsStage.build({ sendAt: null, endAt: null, ...attributes, tenantId, eventId });
  assertTiming({ status: stage.status ?? 'draft', frequency: stage.frequency ?? 'once', sendAt: stage.sendAt, endAt: stage.endAt }, true);
  return stage.save();
}

/**
 * Changes a stage under its row lock. A stage that is sending, sent, completed or cancelled can no longer be changed;
 * a recurring stage between runs (`active`) can be edited or cancelled. The timing rules are checked on the merged
 * stage. Returns null when the tenant's event has no such stage.
 */
export async function updateStage(
  sequelize: Sequelize, tenantId: number, eventId: number, stageId: number, attributes: StageAttributes,
): Promise<EventSmsStage | null> {
  return sequelize.transaction(async (transaction) => {
    const stage = await EventSmsStage.findOne({ where: { id: stageId, eventId, tenantId }, transaction, lock: Transaction.LOCK.UPDATE });
    if (!stage) return null;
    if (stage.status === 'sending' || CLOSED_STAGE_STATUSES.includes(stage.status)) {
      throw new StageRuleError({ status: [`This stage is ${stage.status} and can no longer be changed.`] });
    }
    if (stage.status === 'active' && attributes.status !== undefined && attributes.status !== 'cancelled') {
      throw new StageRuleError({ status: ['A recurring stage between runs can only be cancelled.'] });
    }
    const arming = attributes.status === 'scheduled' || (attributes.sendAt !== undefined && (attributes.status ?? stage.status) === 'scheduled');
    stage.set(attributes);
    assertTiming(stage, arming);
    return stage.save({ transaction });
  });
}

/** Deletes a stage; false when the tenant's event has no such stage. */
export async function deleteStage(tenantId: number, eventId: number, stageId: number): Promise<boolean> {
  return (await EventSmsStage.destroy({ where: { id: stageId, eventId, tenantId } })) > 0;
}
