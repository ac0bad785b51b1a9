import type { CheckInListRow, CheckInRow } from '../../../db/events/check-ins';
import { formatTimestamp } from '../../../infra/timestamps';
import {
  Id,
  NamedRef,
  Nullable,
  NullableTimestamp,
  Resource,
  Timestamp,
  Type,
  type Static,
} from '../../http/openapi/response-schema';
import { AdmitsSchema, CardTypeSchema } from './invitee';

const CheckInInvitee = Type.Object(
  { id: Id, name: Type.String({ examples: ['Asha Juma'] }), card_type: CardTypeSchema, admits: AdmitsSchema },
  { additionalProperties: false },
);
const Door = Nullable(Type.String({ maxLength: 100, examples: ['Main gate'] }));

const SupersededCheckInSchema = Type.Object(
  { id: Id, door: Door, checked_in_at: Timestamp, scanned_at: NullableTimestamp },
  {
    additionalProperties: false,
    description: 'A later check-in of the card that this earlier scan displaced: it no longer counts',
  },
);

const SupersedingCheckInSchema = Type.Object(
  { id: Id, door: Door, usher: Nullable(NamedRef), scanned_at: NullableTimestamp, checked_in_at: Timestamp },
  { additionalProperties: false, description: 'The earlier scan of the card that displaced this check-in' },
);

export const CheckInSchema = Resource(
  'CheckIn',
  {
    id: Id,
    invitee: CheckInInvitee,
    guests: Type.Integer({ minimum: 1, description: 'Guests admitted by this check-in' }),
    admitted_total: Type.Integer({ minimum: 1, description: 'Guests admitted on the card so far, this one included' }),
    admits_remaining: Type.Integer({ minimum: 0, description: 'Guests the card may still admit' }),
    checked_in_at: Timestamp,
    door: Door,
    superseded: Type.Array(SupersededCheckInSchema, {
      description:
        'Later check-ins of the card this scan displaced: an offline scan made earlier wins over scans made after it (usually empty)',
    }),
  },
  'Guests admitted at the door on an entry card',
);
export type CheckIn = Static<typeof CheckInSchema>;

export const CheckInEntrySchema = Resource(
  'CheckInEntry',
  {
    id: Id,
    invitee: CheckInInvitee,
    guests: Type.Integer({ minimum: 1 }),
    door: Door,
    scanned_at: NullableTimestamp,
    checked_in_at: Timestamp,
    usher: Nullable(NamedRef),
    superseded_at: Type.Union([Timestamp, Type.Null()], {
      description: 'When an earlier scan of the card displaced this check-in (it no longer counts); null: it counts',
    }),
    superseded_by: Type.Union([SupersedingCheckInSchema, Type.Null()], {
      description: 'The earlier scan that displaced it; null when it counts, or once that scan was undone',
    }),
  },
  'A check-in of the event with its usher (null once their user was deleted)',
);
export type CheckInEntry = Static<typeof CheckInEntrySchema>;

export const presentCheckIn = (row: CheckInRow): CheckIn => ({
  ...row,
  checked_in_at: formatTimestamp(row.checked_in_at)!,
  superseded: row.superseded.map((displaced) => ({
    ...displaced,
    checked_in_at: formatTimestamp(displaced.checked_in_at)!,
    scanned_at: formatTimestamp(displaced.scanned_at),
  })),
});

export const presentCheckInEntry = (row: CheckInListRow): CheckInEntry => ({
  id: row.id,
  invitee: row.invitee,
  guests: row.guests,
  door: row.door,
  scanned_at: formatTimestamp(row.scanned_at),
  checked_in_at: formatTimestamp(row.checked_in_at)!,
  usher: row.usher,
  superseded_at: formatTimestamp(row.superseded_at),
  superseded_by: row.superseded_by && {
    ...row.superseded_by,
    scanned_at: formatTimestamp(row.superseded_by.scanned_at),
    checked_in_at: formatTimestamp(row.superseded_by.checked_in_at)!,
  },
});
