import { Router } from 'express';
import type { ApiDeps } from '../http/deps';
import { requirePermission, tenantAuth } from '../http/middleware/authenticate';
import { validateBody, validateQuery } from '../http/middleware/validate';
import {
  createGroupSchema, groupContactsSchema, listGroupContactsQuery, updateGroupSchema,
  type CreateGroupInput, type GroupContactsInput, type UpdateGroupInput,
} from './schemas';
import { paginated, toPageRequest } from '../http/pagination';
import { notFound, validationFailed } from '../http/errors/errors';
import { idParam } from '../http/params';
import { presentGroup } from './presenters';
import { presentContact } from '../contacts/presenters';
import { Group } from '../../db/models';
import { listGroupsJson } from '../../db/groups/groups';
import { sendJsonText } from '../http/json-response';
import { attachContacts, detachContacts, foreignContactIds, groupContactsPage } from '../../db/groups/group-members';
import { groupsOfContacts } from '../../db/contacts/contacts';

/** Groups and their memberships (interface §4.6). Deleting a group or detaching keeps the contacts. */
export function createGroupsRouter(deps: ApiDeps): Router {
  const router = Router();
  const groupOf = async (tenantId: number, groupId: number) => {
    const group = await Group.findOne({ where: { id: groupId, tenantId } });
    if (!group) throw notFound('Group');
    return group;
  };

  router.get('/groups', requirePermission('groups.view'), async (req, res) => {
    sendJsonText(res, `{"data":${await listGroupsJson(deps.sequelize, tenantAuth(req).tenantId)}}`);
  });

  router.post('/groups', requirePermission('groups.add'), validateBody(createGroupSchema), async (req, res) => {
    const { tenantId } = tenantAuth(req);
    const input = req.body as CreateGroupInput;
    const group = await Group.create({ tenantId, name: input.name, description: input.description ?? null });
    res.status(201).json({ data: presentGroup(group) });
  });

  router.get('/groups/:group_id', requirePermission('groups.view'), async (req, res) => {
    res.json({ data: presentGroup(await groupOf(tenantAuth(req).tenantId, idParam(req, 'group_id'))) });
  });

  router.put('/groups/:group_id', requirePermission('groups.edit'), validateBody(updateGroupSchema), async (req, res) => {
    // Found first, then changed: an empty body changes nothing (Model.update reports 0 rows), yet the group exists.
    const group = await groupOf(tenantAuth(req).tenantId, idParam(req, 'group_id'));
    const input = req.body as UpdateGroupInput;
    await group.update({
      ...(input.name !== undefined ? { name: input.name } : {}), ...(input.description !== undefined ? { description: input.description } : {}),
    });
    res.json({ data: presentGroup(group) });
  });

  router.delete('/groups/:group_id', requirePermission('groups.delete'), async (req, res) => {
    const deleted = await Group.destroy({ where: { id: idParam(req, 'group_id'), tenantId: tenantAuth(req).tenantId } });
    if (deleted === 0) throw notFound('Group');
    res.json({ message: 'Group deleted; its contacts were kept.' });
  });

  router.get('/groups/:group_id/contacts', requirePermission('groups.view'), validateQuery(listGroupContactsQuery), async (req, res) => {
    const { tenantId } = tenantAuth(req);
    const group = await groupOf(tenantId, idParam(req, 'group_id'));
    const page = toPageRequest(res.locals.query);
    const rows = await groupContactsPage(deps.sequelize, tenantId, group.id, page.perPage, page.offset);
    const groups = await groupsOfContacts(deps.sequelize, tenantId, rows.map((c) => c.id));
    const data = rows.map((c) => presentContact(c, groups.get(c.id) ?? []));
    res.json(paginated(req, deps.config.publicBaseUrl, page, group.contactsCount, data));
  });

  router.post('/groups/:group_id/contacts', requirePermission('groups.manage_contacts'), validateBody(groupContactsSchema), async (req, res) => {
    const { tenantId } = tenantAuth(req);
    const group = await groupOf(tenantId, idParam(req, 'group_id'));
    const ids = [...new Set((req.body as GroupContactsInput).contact_ids)];
    const foreign = await foreignContactIds(deps.sequelize, tenantId, ids);
    if (foreign.length > 0) throw validationFailed({ contact_ids: [`These contacts do not exist: ${foreign.join(', ')}.`] });
    const added = await attachContacts(deps.sequelize, tenantId, group.id, ids);
    res.json({ message: `${added} contact${added === 1 ? '' : 's'} added to the group.`, attached: added });
  });

  router.delete('/groups/:group_id/contacts', requirePermission('groups.manage_contacts'), validateBody(groupContactsSchema), async (req, res) => {
    const { tenantId } = tenantAuth(req);
    const group = await groupOf(tenantId, idParam(req, 'group_id'));
    const removed = await detachContacts(deps.sequelize, tenantId, group.id, (req.body as GroupContactsInput).contact_ids);
    res.json({ message: `${removed} contact${removed === 1 ? '' : 's'} removed from the group.`, detached: removed });
  });

  return router;
}
