import { Transaction } from 'sequelize';
import { Event } from '../models';

/**
 * Locks one event of the tenant for the rest of the transaction, or returns null (unknown or another tenant's).
 *
 * The locking rule of events: every transaction that writes an event's invitees, payments or pledge orders takes
 * this lock FIRST (`write`: FOR NO KEY UPDATE, which foreign-key checks do not wait for), and deleting an event
 * takes it `delete` (FOR UPDATE). The figure triggers update the event row at the end of a statement; taking the
 * event before any invitee or payment row keeps every lock order the same, so writers queue instead of deadlocking.
 */
export function lockEvent(
  tx: Transaction,
  tenantId: number,
  eventId: number,
  mode: 'write' | 'delete' = 'write',
): Promise<Event | null> {
  return Event.findOne({
    where: { id: eventId, tenantId },
    transaction: tx,
    lock: mode === 'delete' ? Transaction.LOCK.UPDATE : Transaction.LOCK.NO_KEY_UPDATE,
  });
}
