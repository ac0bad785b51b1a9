import type { Sequelize } from 'sequelize';
import { Event, EventInvitee, Tenant } from '../models';
import { lockEvent } from './event-lock';

/** What the invitee's public page shows. */
export interface PublicInvitee {
  invitee: EventInvitee;
  event: Event;
  organization: string;
}

/** The invitee behind a public token, with the event and the organising tenant's name; null for an unknown token. */
export async function findPublicInvitee(token: string): Promise<PublicInvitee | null> {
  const invitee = await EventInvitee.findOne({ where: { publicToken: token } });
  if (!invitee) return null;
  const [event, tenant] = await Promise.all([Event.findByPk(invitee.eventId), Tenant.findByPk(invitee.tenantId)]);
  return event && tenant ? { invitee, event, organization: tenant.name } : null;
}

export type PublicChange = { kind: 'rsvp'; answer: 'confirmed' | 'declined' } | { kind: 'pledge'; amount: number };

/**
 * An invitee's own change from the public page (an RSVP or a pledge), under the event's write lock. Returns
 * 'cancelled' (nothing changed) when the event is cancelled, null when the token is unknown.
 */
export async function applyPublicChange(sequelize: Sequelize, token: string, change: PublicChange): Promise<'saved' | 'cancelled' | null> {
  const found = await EventInvitee.findOne({ where: { publicToken: token }, attributes: ['id', 'tenantId', 'eventId'] });
  if (!found) return null;
  return sequelize.transaction(async (transaction) => {
    const event = await lockEvent(transaction, found.tenantId, found.eventId);
    if (!event) return null;
    if (event.status === 'cancelled') return 'cancelled';
    const attributes = change.kind === 'rsvp' ? { status: change.answer } : { pledgeAmount: change.amount };
    const [updated] = await EventInvitee.update(attributes, { where: { id: found.id }, transaction });
    return updated > 0 ? 'saved' : null;
  });
}
