import type { Sequelize } from 'sequelize';
import * as members from '../../db/events/event-members';
import { NotFoundError } from '../../domain/messaging/errors';

/** The committee of an event (issue 34 §6): giving a user of the organisation a role on it, and taking it away. */

/** Adds the member or replaces their role; null when the user is not one of the tenant's. */
export const addEventMember = members.upsertEventMember;

/** Removes the membership: its access ends with the row (roles are read on every request). */
export async function removeEventMember(
  sequelize: Sequelize,
  tenantId: number,
  eventId: number,
  memberId: number,
): Promise<void> {
  if (!(await members.deleteEventMember(sequelize, tenantId, eventId, memberId))) throw new NotFoundError('Member');
}
