import type { UserEventRoleRow } from '../../../db/events/event-members';
import { COMMITTEE_ROLE_PERMISSIONS } from '../../../domain/events/committee';
import { PermissionSchema } from '../../accounts/presenters/user';
import { Id, Resource, Type, type Static } from '../../http/openapi/response-schema';
import { CommitteeRoleSchema } from './member';

export const EventRoleSchema = Resource(
  'EventRole',
  {
    event_id: Id,
    event_name: Type.String({ examples: ['Harusi ya Neema na Baraka'] }),
    role: CommitteeRoleSchema,
    permissions: Type.Array(PermissionSchema, {
      description: "What the role grants on this event only, besides the caller's own permissions",
      examples: [['events.view', 'events.manage_payments']],
    }),
  },
  "The caller's role on one event's committee, and the permissions it grants there (issue 34 §6)",
);
export type EventRole = Static<typeof EventRoleSchema>;

/** The permissions come from the committee's one table of grants, as the API's own checks read them. */
export const presentEventRole = (row: UserEventRoleRow): EventRole => ({
  event_id: row.event_id,
  event_name: row.event_name,
  role: row.role,
  permissions: [...COMMITTEE_ROLE_PERMISSIONS[row.role]],
});
