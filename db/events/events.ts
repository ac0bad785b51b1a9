import type { Sequelize } from 'sequelize';
import { Event } from '../models';
import { lockEvent } from './event-lock';

/** An event of the tenant, or null (unknown or another tenant's). */
export const findTenantEvent = (tenantId: number, eventId: number): Promise<Event | null> =>
  Event.findOne({ where: { id: eventId, tenantId } });

/**
 * Deletes an event with its invitees, payments, pledge orders and stages (foreign-key cascades) in one transaction,
 * after taking the event's delete lock (see lockEvent), so no payment or invitee write is half-way through it.
 * Returns false when the tenant has no such event.
 */
export async function deleteEvent(sequelize: Sequelize, tenantId: number, eventId: number): Promise<boolean> {
  return sequelize.transaction(async (tx) => {
    const event = await lockEvent(tx, tenantId, eventId, 'delete');
    if (!event) return false;
    await event.destroy({ transaction: tx });
    return true;
  });
}
