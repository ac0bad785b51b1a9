import type { Sequelize } from 'sequelize';
import * as checkIns from '../../db/events/check-ins';
import { NotFoundError } from '../../domain/messaging/errors';

/** The door (issue 34 §2): check-ins, their undo, and the reissue of a card. */

export const checkIn = checkIns.checkIn;

export async function undoCheckIn(
  sequelize: Sequelize,
  tenantId: number,
  eventId: number,
  checkInId: number,
  by: { userId: number; mayUndoAny: boolean },
): Promise<void> {
  if (!(await checkIns.undoCheckIn(sequelize, tenantId, eventId, checkInId, by))) throw new NotFoundError('Check-in');
}

/** A new entry code for the invitee's card; the old one is refused from now on (404 at the door). */
export async function reissueCard(
  sequelize: Sequelize,
  tenantId: number,
  eventId: number,
  inviteeId: number,
): Promise<void> {
  if (!(await checkIns.reissueEntryCode(sequelize, tenantId, eventId, inviteeId))) throw new NotFoundError('Invitee');
}
