import type { EventInvitee } from '../../../db/models';
import { eventLink } from '../../../domain/events/placeholders';
import { INVITEE_STATUSES } from '../../../domain/events/vocabulary';
import { formatTimestamp } from '../../../infra/timestamps';
import { Id, Nullable, Resource, Timestamp, Type, type Static } from '../../http/openapi/response-schema';

/** An invitee's phone as stored: normalized, `255` and nine digits, no `+`. */
export const InviteePhone = Type.String({ pattern: '^255\\d{9}$', examples: ['255712345678'] });

export const InviteeSchema = Resource(
  'Invitee',
  {
    id: Id,
    event_id: Id,
    name: Type.String({ examples: ['Asha Juma'] }),
    phone: InviteePhone,
    email: Nullable(Type.String({ examples: ['asha@example.co.tz'] })),
    pledge_amount: Type.Integer({ minimum: 0, description: 'Pledged, whole TZS (0: none)', examples: [50000] }),
    paid_amount: Type.Integer({ minimum: 0, description: 'The sum of their payments, whole TZS' }),
    balance: Type.Integer({ minimum: 0, description: 'Pledge still to pay, never negative' }),
    status: Type.Union(INVITEE_STATUSES.map((s) => Type.Literal(s))),
    contact_id: Nullable(Id),
    event_link: Type.String({
      description: "The invitee's public page, which `{event_link}` renders",
      examples: ['https://sms.example.co.tz/e/3q2-7Kx…'],
    }),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  'A person invited to an event, with their pledge and what they paid (docs/interface.md §2)',
);
export type Invitee = Static<typeof InviteeSchema>;

/**
 * The Event invitee resource (docs/interface.md §2) plus `email`, `balance` (pledge still to pay, never negative) and
 * `event_link`, the invitee's public page that `{event_link}` renders.
 */
export const presentInvitee = (invitee: EventInvitee, publicBaseUrl: string): Invitee => ({
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
  created_at: formatTimestamp(invitee.createdAt)!,
  updated_at: formatTimestamp(invitee.updatedAt)!,
});
