import { Op } from 'sequelize';
import { EventInvitee } from '../models';

/** What the cards PDF prints of each invitee who has not declined, in name order (as a door list is read). */
export function printableCards(
  tenantId: number,
  eventId: number,
): Promise<Array<Pick<EventInvitee, 'name' | 'cardType' | 'admits' | 'entryCode'>>> {
  return EventInvitee.findAll({
    where: { tenantId, eventId, status: { [Op.ne]: 'declined' } },
    attributes: ['name', 'cardType', 'admits', 'entryCode'],
    order: [
      ['name', 'ASC'],
      ['id', 'ASC'],
    ],
    raw: true,
  });
}
