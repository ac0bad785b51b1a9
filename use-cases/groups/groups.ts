import type { Sequelize } from 'sequelize';
import { Group } from '../../db/models';
import { attachContacts, detachContacts, foreignContactIds } from '../../db/groups/group-members';
import { InvalidInputError, NotFoundError } from '../../domain/messaging/errors';

/** Groups and their memberships: every write of the area. Deleting a group or detaching keeps the contacts. */

export interface GroupFields {
  name?: string;
  description?: string | null;
}

/** The tenant's group, or GroupNotFoundError (another tenant's group is not found either). */
export async function findGroup(tenantId: number, groupId: number): Promise<Group> {
  const group = await Group.findOne({ where: { id: groupId, tenantId } });
  if (!group) throw new NotFoundError('Group');
  return group;
}

export const createGroup = (tenantId: number, fields: { name: string; description: string | null }): Promise<Group> =>
  Group.create({ tenantId, name: fields.name, description: fields.description });

/** Found first, then changed: an empty change changes nothing (Model.update reports 0 rows), yet the group exists. */
export async function updateGroup(tenantId: number, groupId: number, fields: GroupFields): Promise<Group> {
  const group = await findGroup(tenantId, groupId);
  await group.update(fields);
  return group;
}

export async function deleteGroup(tenantId: number, groupId: number): Promise<void> {
  const deleted = await Group.destroy({ where: { id: groupId, tenantId } });
  if (deleted === 0) throw new NotFoundError('Group');
}

/** Adds the tenant's contacts to its group; ids of no contact of the tenant refuse the whole request. */
export async function attachGroupContacts(
  sequelize: Sequelize,
  tenantId: number,
  groupId: number,
  contactIds: number[],
): Promise<number> {
  const group = await findGroup(tenantId, groupId);
  const foreign = await foreignContactIds(sequelize, tenantId, contactIds);
  if (foreign.length > 0)
    throw new InvalidInputError({ contact_ids: [`These contacts do not exist: ${foreign.join(', ')}.`] });
  return attachContacts(sequelize, tenantId, group.id, contactIds);
}

export async function detachGroupContacts(
  sequelize: Sequelize,
  tenantId: number,
  groupId: number,
  contactIds: number[],
): Promise<number> {
  const group = await findGroup(tenantId, groupId);
  return detachContacts(sequelize, tenantId, group.id, contactIds);
}
