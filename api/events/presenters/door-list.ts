import type { DoorEventRow, DoorGuestRow } from '../../../db/events/door-list';
import { EVENT_STATUSES, INVITEE_STATUSES } from '../../../domain/events/vocabulary';
import { DateOnly, Id, Nullable, Resource, Type, type Static } from '../../http/openapi/response-schema';
import { AdmitsSchema, CardTypeSchema } from './invitee';

export const DoorEventSchema = Resource(
  'DoorEvent',
  {
    id: Id,
    name: Type.String({ examples: ['Harusi ya Asha na Juma'] }),
    event_date: DateOnly,
    venue: Nullable(Type.String({ examples: ['Mlimani City, Dar es Salaam'] })),
    status: Type.Union(EVENT_STATUSES.map((s) => Type.Literal(s))),
  },
  'An event whose door an usher may work: only what the door page shows',
);
export type DoorEvent = Static<typeof DoorEventSchema>;

export const DoorGuestSchema = Resource(
  'DoorGuest',
  {
    id: Id,
    name: Type.String({ examples: ['Asha Juma'] }),
    phone_last3: Type.String({ pattern: '^\\d{3}$', description: "The phone's last three digits", examples: ['678'] }),
    card_type: CardTypeSchema,
    admits: AdmitsSchema,
    admitted_total: Type.Integer({ minimum: 0, description: 'Guests checked in on the card when the list was read' }),
    status: Type.Union(INVITEE_STATUSES.map((s) => Type.Literal(s))),
    entry_code_sha256: Type.String({
      pattern: '^[0-9a-f]{64}$',
      description:
        'SHA-256 (hex) of the entry code: the door page recognises a scanned card offline, yet a lost device holds no working code',
    }),
  },
  'A guest on the door list',
);

export const DoorListSchema = Resource(
  'DoorList',
  { event: DoorEventSchema, guests: Type.Array(DoorGuestSchema) },
  'The event and every invitee, for the door page to answer from while the network is down',
);
export type DoorList = Static<typeof DoorListSchema>;

export const presentDoorEvent = (row: DoorEventRow): DoorEvent => row;

export const presentDoorList = (event: DoorEventRow, guests: DoorGuestRow[]): DoorList => ({
  event: presentDoorEvent(event),
  guests,
});
