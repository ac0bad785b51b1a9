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
  },
  'A check-in of the event with its usher (null once their user was deleted)',
);
export type CheckInEntry = Static<typeof CheckInEntrySchema>;

export const presentCheckIn = (row: CheckInRow): CheckIn => ({
  ...row,
  checked_in_at: formatTimestamp(row.checked_in_at)!,
});

export const presentCheckInEntry = (row: CheckInListRow): CheckInEntry => ({
  id: row.id,
  invitee: row.invitee,
  guests: row.guests,
  door: row.door,
  scanned_at: formatTimestamp(row.scanned_at),
  checked_in_at: formatTimestamp(row.checked_in_at)!,
  usher: row.usher,
});
