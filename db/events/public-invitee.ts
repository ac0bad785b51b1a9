import type { Sequelize, Transaction } from 'sequelize';
import { Event, EventInvitee, Tenant } from '../models';
import { lockEvent } from './event-lock';
import { emitWebhookEvent } from '../webhooks/emit';
import type { InviteeStatus } from '../../domain/events/vocabulary';

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

/** An RSVP may say how many will come (checked against the card by the page: domain/events/attending-count.ts). */
export type PublicChange =
  { kind: 'rsvp'; answer: 'confirmed' | 'declined'; attendingCount?: number } | { kind: 'pledge'; amount: number };

/**
 * The invitee's fields an RSVP sets: declining clears the attending count; confirming keeps what they said before
 * unless they say now, a single card's guest is its one guest, and a count above the card (changed since the page
 * was shown) is what the card admits.
 */
function rsvpFields(invitee: EventInvitee, answer: 'confirmed' | 'declined', attendingCount: number | undefined) {
  if (answer === 'declined') return { status: answer, attendingCount: null };
  const count = attendingCount ?? invitee.attendingCount ?? (invitee.admits === 1 ? 1 : null);
  return { status: answer, attendingCount: count === null ? null : Math.min(count, invitee.admits) };
}

/** The invitee's answer changed: `invitee.rsvp` with the answer and the one it replaced. */
async function emitRsvp(
  sequelize: Sequelize,
  transaction: Transaction,
  invitee: EventInvitee,
  previousStatus: InviteeStatus,
): Promise<void> {
  await emitWebhookEvent(sequelize, transaction, {
    tenantId: invitee.tenantId,
    type: 'invitee.rsvp',
    data: {
      event_id: invitee.eventId,
      invitee_id: invitee.id,
      name: invitee.name,
      phone: invitee.phone,
      status: invitee.status,
      previous_status: previousStatus,
    },
  });
}

/**
 * An invitee's own change from the public page (an RSVP or a pledge), under the event's write lock; an answer that
 * changes the invitee's status emits `invitee.rsvp`. Returns 'cancelled' (nothing changed) when the event is
 * cancelled, null when the token is unknown.
 */
export async function applyPublicChange(
  sequelize: Sequelize,
  token: string,
  change: PublicChange,
): Promise<'saved' | 'cancelled' | null> {
  const found = await EventInvitee.findOne({
    where: { publicToken: token },
    attributes: ['id', 'tenantId', 'eventId'],
  });
  if (!found) return null;
  return sequelize.transaction(async (transaction) => {
    const event = await lockEvent(transaction, found.tenantId, found.eventId);
    if (!event) return null;
    if (event.status === 'cancelled') return 'cancelled';
    const invitee = await EventInvitee.findByPk(found.id, { transaction });
    if (!invitee) return null;
    const previousStatus = invitee.status;
    await invitee.update(
      change.kind === 'rsvp'
        ? rsvpFields(invitee, change.answer, change.attendingCount)
        : { pledgeAmount: change.amount },
      { transaction },
    );
    if (change.kind === 'rsvp' && previousStatus !== change.answer)
      await emitRsvp(sequelize, transaction, invitee, previousStatus);
    return 'saved';
  });
}
