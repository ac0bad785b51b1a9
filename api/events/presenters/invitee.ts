import type { EventInvitee } from '../../../db/models';
import { eventLink } from '../../../domain/events/placeholders';
import { CARD_TYPES, INVITEE_SOURCES, INVITEE_STATUSES, MAX_CARD_ADMITS } from '../../../domain/events/vocabulary';
import { formatTimestamp } from '../../../infra/timestamps';
import { Id, Nullable, Resource, Timestamp, Type, type Static } from '../../http/openapi/response-schema';

/** An invitee's phone as stored: normalized, `255` and nine digits, no `+`. */
export const InviteePhone = Type.String({ pattern: '^255\\d{9}$', examples: ['255712345678'] });

export const CardTypeSchema = Type.Union(
  CARD_TYPES.map((t) => Type.Literal(t)),
  {
    description: 'The entry card: single, double, family or vip',
  },
);
export const AdmitsSchema = Type.Integer({
  minimum: 1,
  maximum: MAX_CARD_ADMITS,
  description: 'How many guests the card admits (default by card type: single 1, double 2, family 4, vip 1)',
});

/** The API URL of an invitee's card image. */
export const cardUrl = (publicBaseUrl: string, eventId: number, inviteeId: number) =>
  `${publicBaseUrl}/api/events/${eventId}/invitees/${inviteeId}/card.png`;

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
    card_type: CardTypeSchema,
    admits: AdmitsSchema,
    attending_count: Nullable(
      Type.Integer({
        minimum: 1,
        maximum: MAX_CARD_ADMITS,
        description:
          "How many of the card's guests will come, 1 up to `admits`; null until the invitee says. Declining clears it",
        examples: [2],
      }),
    ),
    guests_admitted: Type.Integer({ minimum: 0, description: 'Guests checked in on the card so far' }),
    entry_code: Type.String({
      description: "What the card's QR code holds (122 random bits, base64url); reissuing the card replaces it",
      examples: ['q3Vf0rT9x2LmB7cZpK4wEa'],
    }),
    card_url: Type.String({
      description: 'The card image (PNG)',
      examples: ['https://sms.example.co.tz/api/events/1/invitees/7/card.png'],
    }),
    source: Type.Union(
      INVITEE_SOURCES.map((s) => Type.Literal(s)),
      { description: 'How they came: added by the organiser, or through the harambee page (`public`)' },
    ),
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
  card_type: invitee.cardType,
  admits: invitee.admits,
  attending_count: invitee.attendingCount,
  guests_admitted: invitee.guestsAdmitted,
  entry_code: invitee.entryCode,
  card_url: cardUrl(publicBaseUrl, invitee.eventId, invitee.id),
  source: invitee.source,
  created_at: formatTimestamp(invitee.createdAt)!,
  updated_at: formatTimestamp(invitee.updatedAt)!,
});
