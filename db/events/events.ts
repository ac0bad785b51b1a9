import type { Sequelize } from 'sequelize';
import { Transaction } from 'sequelize';
import { Event, EventStage } from '../models';
import { lockEvent } from './event-lock';
import { cancelRunningBatch } from './stages';

/** An event of the tenant, or null (unknown or another tenant's). */
export const findTenantEvent = (tenantId: number, eventId: number): Promise<Event | null> =>
  Event.findOne({ where: { id: eventId, tenantId } });

/** What deleting an event stopped: its stages (their workflows are to be told) and the runs it cancelled. */
export interface DeletedEvent {
  stageIds: number[];
  cancelledBatchIds: number[];
}

/**
 * Deletes an event with its invitees, payments, pledge orders and stages (foreign-key cascades) in one transaction,
 * after taking the event's delete lock (see lockEvent), so no payment or invitee write is half-way through it. A
 * stage run being sent is cancelled in the same transaction (what it has not submitted is refunded once). Returns
 * null when the tenant has no such event.
 */
export async function deleteEvent(
  sequelize: Sequelize,
  tenantId: number,
  eventId: number,
): Promise<DeletedEvent | null> {
  return sequelize.transaction(async (tx) => {
    const event = await lockEvent(tx, tenantId, eventId, 'delete');
    if (!event) return null;
    const stages = await EventStage.findAll({
      where: { tenantId, eventId },
      order: [['id', 'ASC']],
      transaction: tx,
      lock: Transaction.LOCK.UPDATE,
    });
    const cancelledBatchIds: number[] = [];
    for (const stage of stages) {
      const batchId = await cancelRunningBatch(sequelize, tx, stage);
      if (batchId !== null) cancelledBatchIds.push(batchId);
    }
    await event.destroy({ transaction: tx });
    return { stageIds: stages.map((stage) => stage.id), cancelledBatchIds };
  });
}
