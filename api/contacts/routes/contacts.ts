import { Router } from 'express';
import type { Sequelize } from 'sequelize';
import type { ApiDeps } from '../../http/deps';
import { requirePermission, tenantAuth } from '../../http/middleware/authenticate';
import { validateQuery, withBody } from '../../http/middleware/validate';
import { bulkDeleteContactsBody, createContactBody, listContactsQuery, updateContactBody } from '../schemas';
import { paginatedJsonText, toPageRequest } from '../../http/pagination';
import { sendJsonText } from '../../http/json-response';
import { notFound } from '../../http/errors/errors';
import { idParam } from '../../http/params';
import { presentContact, type ContactsDeleted } from '../presenters';
import { Contact } from '../../../db/models';
import { listContactsPage } from '../../../db/contacts/contact-list';
import { groupsOfContacts } from '../../../db/contacts/contacts';
import { createContact, deleteContact, deleteContacts, updateContact } from '../../../use-cases/contacts/contacts';

/** Contacts of the tenant (docs/interface.md §4.6); imports live in contact-import.ts. */
export function createContactsRouter(deps: ApiDeps): Router {
  const router = Router();

  router.get('/contacts', requirePermission('contacts.view'), validateQuery(listContactsQuery), async (req, res) => {
    const { tenantId } = tenantAuth(req);
    const page = toPageRequest(res.locals.query);
    const rows = await listContactsPage(deps.sequelize, tenantId, res.locals.query.search, page.perPage, page.offset);
    // Above 1,000 matches the total is PostgreSQL's estimate, as for messages (db/contacts/contact-list.ts).
    sendJsonText(
      res,
      paginatedJsonText(req, deps.config.publicBaseUrl, page, rows, { total_is_estimate: rows.totalIsEstimate }),
    );
  });

  router.post(
    '/contacts',
    requirePermission('contacts.add'),
    withBody(createContactBody, async (req, res, input) => {
      // A phone already used in the tenant fails on the unique key; the error handler answers 422 on `phone`.
      res.status(201).json({ data: presentContact(await createContact(tenantAuth(req).tenantId, input), []) });
    }),
  );

  // Before /contacts/:contact_id, so "bulk" is never read as an id.
  router.delete(
    '/contacts/bulk',
    requirePermission('contacts.delete'),
    withBody(bulkDeleteContactsBody, async (req, res, input) => {
      const count = await deleteContacts(tenantAuth(req).tenantId, input.ids);
      res.json({ message: `${count} contact${count === 1 ? '' : 's'} deleted.`, count } satisfies ContactsDeleted);
    }),
  );

  router.get('/contacts/:contact_id', requirePermission('contacts.view'), async (req, res) => {
    const { tenantId } = tenantAuth(req);
    const contact = await Contact.findOne({ where: { id: idParam(req, 'contact_id'), tenantId } });
    if (!contact) throw notFound('Contact');
    res.json({ data: (await withGroups(deps.sequelize, tenantId, [contact]))[0] });
  });

  router.put(
    '/contacts/:contact_id',
    requirePermission('contacts.edit'),
    withBody(updateContactBody, async (req, res, input) => {
      const { tenantId } = tenantAuth(req);
      const contact = await updateContact(tenantId, idParam(req, 'contact_id'), input);
      res.json({ data: (await withGroups(deps.sequelize, tenantId, [contact]))[0] });
    }),
  );

  router.delete('/contacts/:contact_id', requirePermission('contacts.delete'), async (req, res) => {
    await deleteContact(tenantAuth(req).tenantId, idParam(req, 'contact_id'));
    res.json({ message: 'Contact deleted.' });
  });

  return router;
}

async function withGroups(sequelize: Sequelize, tenantId: number, contacts: Contact[]) {
  const groups = await groupsOfContacts(
    sequelize,
    tenantId,
    contacts.map((c) => c.id),
  );
  return contacts.map((c) => presentContact(c, groups.get(c.id) ?? []));
}
