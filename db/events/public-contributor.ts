import type { Sequelize } from 'sequelize';
import { Event, EventInvitee } from '../models';
import { lockEvent } from './event-lock';

/** Who contributes on a harambee page: a name, a normalised phone, whether to be listed, and a pledge if any. */
export interface PublicContribution {
  name: string;
  phone: string;
  listed: boolean;
  /** A pledge made on the page (whole TZS), or none (a payment only). */
  pledge?: number;
}

export type PublicContributorResult =
  { kind: 'saved'; invitee: EventInvitee; event: Event; created: boolean } | { kind: 'closed' } | { kind: 'not_found' };

/** The same name as a person types it again: case and spacing aside. */
const sameName = (a: string, b: string): boolean =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The invitee behind a harambee page's form, under the event's write lock (which also keeps two posts of one phone
 * from both inserting): the existing invitee with that phone, or a new one (`source: public`). A stranger can type
 * anyone's phone, so for an existing invitee the page only adds: their name stays the organiser's, and a pledge
 * raises theirs but never lowers it; their listing consent changes only with their name typed as it is kept (else
 * anyone knowing a phone could put its owner's name on the page, or take it off).
 * 'closed' for a cancelled event, 'not_found' when the page was turned off meanwhile.
 */
export async function savePublicContributor(
  sequelize: Sequelize,
  page: { tenantId: number; eventId: number },
  contribution: PublicContribution,
): Promise<PublicContributorResult> {
  return sequelize.transaction(async (transaction) => {
    const event = await lockEvent(transaction, page.tenantId, page.eventId);
    if (!event?.publicPage) return { kind: 'not_found' };
    if (event.status === 'cancelled') return { kind: 'closed' };
    const pledge = contribution.pledge ?? 0;
    const existing = await EventInvitee.findOne({
      where: { tenantId: page.tenantId, eventId: page.eventId, phone: contribution.phone },
      transaction,
    });
    if (existing) {
      const invitee = await existing.update(
        {
          ...(sameName(existing.name, contribution.name) ? { publicListing: contribution.listed } : {}),
          ...(pledge > existing.pledgeAmount ? { pledgeAmount: pledge } : {}),
        },
        { transaction },
      );
      return { kind: 'saved', invitee, event, created: false };
    }
    const invitee = await EventInvitee.create(
      {
        tenantId: page.tenantId,
        eventId: page.eventId,
        name: contribution.name,
        phone: contribution.phone,
        email: null,
        contactId: null,
        pledgeAmount: pledge,
        source: 'public',
        publicListing: contribution.listed,
      },
      { transaction },
    );
    return { kind: 'saved', invitee, event, created: true };
  });
}
