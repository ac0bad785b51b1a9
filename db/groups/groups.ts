import type { Sequelize } from 'sequelize';
import { missingRow } from '../missing-row';
import { preparedSelect } from '../prepared-statements';

/**
 * Every group of the tenant as the API's JSON array text, by name. Each group's JSON is stored with it
 * (groups.list_json, written by a trigger on every change, contacts_count included; see the group-list-json
 * migration), so PostgreSQL only joins 200 texts, and the API process sends the text without parsing it.
 * A prepared statement: its plan does not depend on the tenant.
 */
export async function listGroupsJson(sequelize: Sequelize, tenantId: number): Promise<string> {
  const [row = missingRow('the groups list')] = await preparedSelect<{ data: string }>(
    sequelize,
    `SELECT '[' || COALESCE(string_agg(g.list_json, ',' ORDER BY g.name, g.id), '') || ']' AS data FROM groups g WHERE g.tenant_id = $1`,
    [tenantId],
  );
  return row.data;
}
