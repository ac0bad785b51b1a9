import { Router } from 'express';
import type { ApiDeps } from '../http/deps';
import { requirePermission, tenantAuth } from '../http/middleware/authenticate';
import { validateQuery, withBody } from '../http/middleware/validate';
import { createGroupBody, groupContactsBody, listGroupContactsQuery, updateGroupBody } from './schemas';
import { paginated, toPageRequest } from '../http/pagination';
import { idParam } from '../http/params';
import { presentGroup, type GroupMembersAttached, type GroupMembersDetached } from './presenters';
import { presentContact } from '../contacts/presenters';
import { listGroupsJson } from '../../db/groups/groups';
import { sendJsonText } from '../http/json-response';
import { groupContactsPage } from '../../db/groups/group-members';
import {
  attachGroupContacts,
  createGroup,
  deleteGroup,
  detachGroupContacts,
  findGroup,
  updateGroup,
} from '../../use-cases/groups/groups';
import { groupsOfContacts } from '../../db/contacts/contacts';

/** Groups and their memberships (docs/interface.md §4.6). Deleting a group or detaching keeps the contacts. */
export function createGroupsRouter(deps: ApiDeps): Router {
  const router = Router();
  router.get('/groups', requirePermission('groups.view'), async (req, res) => {
    sendJsonText(res, `{"data":${await listGroupsJson(deps.sequelize, tenantAuth(req).tenantId)}}`);
  });

  router.post(
    '/groups',
    requirePermission('groups.add'),
    withBody(createGroupBody, async (req, res, input) => {
      res.status(201).json({ data: presentGroup(await createGroup(tenantAuth(req).tenantId, input)) });
    }),
  );

  router.get('/groups/:group_id', requirePermission('groups.view'), async (req, res) => {
    res.json({ data: presentGroup(await findGroup(tenantAuth(req).tenantId, idParam(req, 'group_id'))) });
  });

  router.put(
    '/groups/:group_id',
    requirePermission('groups.edit'),
    withBody(updateGroupBody, async (req, res, input) => {
      res.json({ data: presentGroup(await updateGroup(tenantAuth(req).tenantId, idParam(req, 'group_id'), input)) });
    }),
  );

  router.delete('/groups/:group_id', requirePermission('groups.delete'), async (req, res) => {
    await deleteGroup(tenantAuth(req).tenantId, idParam(req, 'group_id'));
    res.json({ message: 'Group deleted; its contacts were kept.' });
  });

  router.get(
    '/groups/:group_id/contacts',
    requirePermission('groups.view'),
    validateQuery(listGroupContactsQuery),
    async (req, res) => {
      const { tenantId } = tenantAuth(req);
      const group = await findGroup(tenantId, idParam(req, 'group_id'));
      const page = toPageRequest(res.locals.query);
      const rows = await groupContactsPage(deps.sequelize, tenantId, group.id, page.perPage, page.offset);
      const groups = await groupsOfContacts(
        deps.sequelize,
        tenantId,
        rows.map((c) => c.id),
      );
      const data = rows.map((c) => presentContact(c, groups.get(c.id) ?? []));
      res.json(paginated(req, deps.config.publicBaseUrl, page, group.contactsCount, data));
    },
  );

  router.post(
    '/groups/:group_id/contacts',
    requirePermission('groups.manage_contacts'),
    withBody(groupContactsBody, async (req, res, input) => {
      const added = await attachGroupContacts(
        deps.sequelize,
        tenantAuth(req).tenantId,
        idParam(req, 'group_id'),
        input.contactIds,
      );
      res.json({
        message: `${added} contact${added === 1 ? '' : 's'} added to the group.`,
        attached: added,
      } satisfies GroupMembersAttached);
    }),
  );

  router.delete(
    '/groups/:group_id/contacts',
    requirePermission('groups.manage_contacts'),
    withBody(groupContactsBody, async (req, res, input) => {
      const removed = await detachGroupContacts(
        deps.sequelize,
        tenantAuth(req).tenantId,
        idParam(req, 'group_id'),
        input.contactIds,
      );
      res.json({
        message: `${removed} contact${removed === 1 ? '' : 's'} removed from the group.`,
        detached: removed,
      } satisfies GroupMembersDetached);
    }),
  );

  return router;
}
