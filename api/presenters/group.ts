import type { GroupWithCount } from '../../db/groups';
import { formatTimestamp } from '../../lib/timestamps';

/** The Group resource with its computed contacts_count. */
export const presentGroup = (group: GroupWithCount) => ({
  id: group.id,
  name: group.name,
  description: group.description,
  contacts_count: Number(group.contacts_count),
  created_at: formatTimestamp(group.created_at),
  updated_at: formatTimestamp(group.updated_at),
});
