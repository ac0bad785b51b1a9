import type { EventInvitee } from '../../../db/models';
import { eventLink } from '../../../domain/events/placeholders';
import { formatTimestamp } from '../../../infra/timestamps';

/**
 * The Event invitee resource (docs/interface.md §2) plus `email`, `balance` (pledge still to pay, never negative) and
 * `event_link`, the invitee's public page that `{event_link}` renders.
 */
export const presentInvitee = (invitee: EventInvitee, publicBaseUrl: string) => ({
  id: invitee.id,
  event_id: invitee.eventId,
  name: invitee.name,
  phone: invitee.phone,
  email: invitee.email,
  pledge_amount: invitee.pledgeAmount,
  paid_amount: invitee.paidAmount,
  balance: Math.max(0, invitee.pledgeAmount - invitee.paidAmount),
  status: invitee.status,
  contact_id: invitee.contactId,
  event_link: eventLink(publicBaseUrl, invitee.publicToken),
  created_at: formatTimestamp(invitee.createdAt),
  updated_at: formatTimestamp(invitee.updatedAt),
});
