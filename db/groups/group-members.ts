import { QueryTypes, type Sequelize } from 'sequelize';
import { Contact } from '../models';

/** The ids among `contactIds` that are not contacts of this tenant (unknown or someone else's). */
export async function foreignContactIds(
  sequelize: Sequelize,
  tenantId: number,
  contactIds: number[],
): Promise<number[]> {
  const rows = await sequelize.query<{ id: number }>(
    `SELECT wanted.id FROM unnest($2::int[]) AS wanted(id)
     WHERE NOT EXISTS (SELECT 1 FROM contacts c WHERE c.id = wanted.id AND c.tenant_id = $1) ORDER BY wanted.id`,
    { bind: [tenantId, contactIds], type: QueryTypes.SELECT },
  );
  return rows.map((r) => r.id);
}

/**
 * Adds contacts of the tenant to one of its groups; already-attached pairs are left alone, so repeating the
 * call is safe. The caller has checked that every id is the tenant's (see foreignContactIds); the join on
 * contacts keeps a concurrently deleted contact from failing the whole insert.
 */
export async function attachContacts(
  sequelize: Sequelize,
  tenantId: number,
  groupId: number,
  contactIds: number[],
): Promise<number> {
  const [, result] = await sequelize.query(
    `INSERT INTO contact_group (group_id, contact_id, tenant_id)
     SELECT $2, c.id, $1 FROM contacts c WHERE c.tenant_id = $1 AND c.id = ANY($3::int[])
     ON CONFLICT (group_id, contact_id) DO NOTHING`,
    { bind: [tenantId, groupId, contactIds] },
  );
  return rowCount(result);
}

/** Removes memberships only; the contacts stay. */
export async function detachContacts(
  sequelize: Sequelize,
  tenantId: number,
  groupId: number,
  contactIds: number[],
): Promise<number> {
  const [, result] = await sequelize.query(
    'DELETE FROM contact_group WHERE tenant_id = $1 AND group_id = $2 AND contact_id = ANY($3::int[])',
    { bind: [tenantId, groupId, contactIds] },
  );
  return rowCount(result);
}

/**
 * The affected-row count of a raw statement: Sequelize hands INSERT and UPDATE statements their count as a number,
 * DELETE and others the driver's result object.
 */
const rowCount = (result: unknown): number =>
  typeof result === 'number' ? result : Number((result as { rowCount?: number } | undefined)?.rowCount ?? 0);

/** One page of a group's contacts, newest first (walks the (group_id, contact_id) primary key backwards). */
export async function groupContactsPage(
  sequelize: Sequelize,
  tenantId: number,
  groupId: number,
  limit: number,
  offset: number,
): Promise<Contact[]> {
  return sequelize.query<Contact>(
    `SELECT c.* FROM contact_group cg JOIN contacts c ON c.id = cg.contact_id
     WHERE cg.group_id = $1 AND cg.tenant_id = $2 ORDER BY cg.contact_id DESC LIMIT $3 OFFSET $4`,
    { bind: [groupId, tenantId, limit, offset], model: Contact, mapToModel: true, type: QueryTypes.SELECT },
  );
}
