import { QueryTypes, type Sequelize } from 'sequelize';

export interface GroupWithCount {
  id: number;
  name: string;
  description: string | null;
  contacts_count: number;
  created_at: Date;
  updated_at: Date;
}

const GROUPS_WITH_COUNTS = `
  SELECT g.id, g.name, g.description, g.created_at, g.updated_at, g.contacts_count
  FROM groups g
  WHERE g.tenant_id = $1`;

/** Every group of the tenant with its contacts_count (kept by triggers, see the group-contacts-count migration). */
export async function listGroupsWithCounts(sequelize: Sequelize, tenantId: number): Promise<GroupWithCount[]> {
  return sequelize.query<GroupWithCount>(`${GROUPS_WITH_COUNTS} ORDER BY g.name, g.id`, { bind: [tenantId], type: QueryTypes.SELECT });
}

/** One group of the tenant with its contacts_count, or null. */
export async function findGroupWithCount(sequelize: Sequelize, tenantId: number, groupId: number): Promise<GroupWithCount | null> {
  const [row] = await sequelize.query<GroupWithCount>(`${GROUPS_WITH_COUNTS} AND g.id = $2`, { bind: [tenantId, groupId], type: QueryTypes.SELECT });
  return row ?? null;
}
