import type { Group } from '../../db/models';
import { formatTimestamp } from '../../infra/timestamps';

/** The Group resource; contacts_count is the trigger-maintained column. */
export const presentGroup = (group: Group) => ({
  id: group.id,
  name: group.name,
  description: group.description,
  contacts_count: group.contactsCount,
  created_at: formatTimestamp(group.createdAt),
  updated_at: formatTimestamp(group.updatedAt),
});
