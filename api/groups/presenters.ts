import type { Group as GroupModel } from '../../db/models';
import { formatTimestamp } from '../../infra/timestamps';
import { Id, Nullable, Resource, Timestamp, Type, type Static } from '../http/openapi/response-schema';

/** Also the shape of groups.list_json, which PostgreSQL writes for GET /groups (the group-list-json migration). */
export const GroupSchema = Resource(
  'Group',
  {
    id: Id,
    name: Type.String({ examples: ['Wanachama'] }),
    description: Nullable(Type.String()),
    contacts_count: Type.Integer({ minimum: 0, description: 'Its contacts, kept by the membership triggers' }),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  'A group of contacts, to send to at once',
);
export type Group = Static<typeof GroupSchema>;

/** The Group resource; contacts_count is the trigger-maintained column. */
export const presentGroup = (group: GroupModel): Group => ({
  id: group.id,
  name: group.name,
  description: group.description,
  contacts_count: group.contactsCount,
  created_at: formatTimestamp(group.createdAt)!,
  updated_at: formatTimestamp(group.updatedAt)!,
});

export const GroupMembersAttachedSchema = Resource(
  'GroupMembersAttached',
  {
    message: Type.String({ examples: ['3 contacts added to the group.'] }),
    attached: Type.Integer({ minimum: 0, description: 'Contacts newly added (those already members are not counted)' }),
  },
  'Contacts added to a group',
);
export type GroupMembersAttached = Static<typeof GroupMembersAttachedSchema>;

export const GroupMembersDetachedSchema = Resource(
  'GroupMembersDetached',
  {
    message: Type.String({ examples: ['3 contacts removed from the group.'] }),
    detached: Type.Integer({ minimum: 0, description: 'Members removed (ids that were not members are not counted)' }),
  },
  'Contacts removed from a group; the contacts remain',
);
export type GroupMembersDetached = Static<typeof GroupMembersDetachedSchema>;
