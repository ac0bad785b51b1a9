import type { EventMemberRow } from '../../../db/events/event-members';
import { COMMITTEE_ROLES } from '../../../domain/events/committee';
import { formatTimestamp } from '../../../infra/timestamps';
import { Id, Resource, Timestamp, Type, type Static } from '../../http/openapi/response-schema';

/** A role on one event's committee (domain/events/committee.ts). */
export const CommitteeRoleSchema = Type.Union(
  COMMITTEE_ROLES.map((role) => Type.Literal(role)),
  {
    description: 'treasurer: reads the event and records payments; usher: checks guests in; viewer: reads the event',
  },
);

export const EventMemberSchema = Resource(
  'EventMember',
  {
    id: Id,
    user: Type.Object(
      {
        id: Id,
        name: Type.String({ examples: ['Neema Mushi'] }),
        email: Type.String({ format: 'email', examples: ['neema@example.com'] }),
      },
      { additionalProperties: false },
    ),
    role: CommitteeRoleSchema,
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  "A member of the event's committee: a user of the organisation with a role on this event only",
);
export type EventMember = Static<typeof EventMemberSchema>;

export const presentEventMember = (row: EventMemberRow): EventMember => ({
  id: row.id,
  user: row.user,
  role: row.role,
  created_at: formatTimestamp(row.created_at)!,
  updated_at: formatTimestamp(row.updated_at)!,
});
