import { Router, type Request } from 'express';
import type { ApiDeps } from '../../http/deps';
import { tenantAuth } from '../../http/middleware/authenticate';
import { requireEventPermission } from '../event-access';
import { validateQuery, withBody } from '../../http/middleware/validate';
import { paginated, toPageRequest } from '../../http/pagination';
import { notFound } from '../../http/errors/errors';
import { idParam } from '../../http/params';
import { CSV_FILE, importUploadedFile, VCARD_FILE } from '../../contacts/imports/file-import';
import {
  createInviteeBody,
  importInviteesBody,
  listInviteesQuery,
  updateInviteeBody,
  type ListInviteesQuery,
} from '../schemas/invitees';
import { presentInvitee } from '../presenters/invitee';
import { presentContactInvites, presentInviteeFileImport } from '../presenters/invitee-import';
import { findTenantEvent } from '../../../db/events/events';
import { findEventInvitee, listInviteesPage } from '../../../db/events/invitees';
import { reissueCard } from '../../../use-cases/events/check-ins';
import {
  createInvitee,
  deleteInvitee,
  importInviteeRows,
  inviteContacts,
  updateInvitee,
} from '../../../use-cases/events/invitees';
import { requireTenantEventParam } from '../event-param';

/** Invitees of an event (docs/interface.md §4.8b): list, add, import from contacts or a file, update, delete. */
export function createEventInviteesRouter(deps: ApiDeps): Router {
  const router = Router();
  router.param('event_id', requireTenantEventParam);
  const base = deps.config.publicBaseUrl;
  const eventIdOf = async (req: Request) => {
    const event = await findTenantEvent(tenantAuth(req).tenantId, idParam(req, 'event_id'));
    if (!event) throw notFound('Event');
    return event.id;
  };

  router.get(
    '/events/:event_id/invitees',
    requireEventPermission(deps, 'events.view'),
    validateQuery(listInviteesQuery),
    async (req, res) => {
      const eventId = await eventIdOf(req);
      const query = res.locals.query as ListInviteesQuery;
      const page = toPageRequest(query);
      const { rows, count } = await listInviteesPage(
        tenantAuth(req).tenantId,
        eventId,
        query,
        page.perPage,
        page.offset,
      );
      res.json(
        paginated(
          req,
          base,
          page,
          count,
          rows.map((invitee) => presentInvitee(invitee, base)),
        ),
      );
    },
  );

  router.post(
    '/events/:event_id/invitees',
    requireEventPermission(deps, 'events.manage_invitees'),
    withBody(createInviteeBody, async (req, res, input) => {
      const invitee = await createInvitee(deps.sequelize, tenantAuth(req).tenantId, idParam(req, 'event_id'), input);
      res.status(201).json({ data: presentInvitee(invitee, base) });
    }),
  );

  router.post(
    '/events/:event_id/invitees/import',
    requireEventPermission(deps, 'events.manage_invitees'),
    withBody(importInviteesBody, async (req, res, input) => {
      const { tenantId } = tenantAuth(req);
      const eventId = await eventIdOf(req);
      const result = await inviteContacts(deps.sequelize, tenantId, eventId, input);
      res.json(presentContactInvites(result));
    }),
  );

  router.post(
    '/events/:event_id/invitees/import/file',
    requireEventPermission(deps, 'events.manage_invitees'),
    async (req, res) => {
      const { tenantId } = tenantAuth(req);
      const eventId = idParam(req, 'event_id');
      const result = await importUploadedFile(req, { kinds: [CSV_FILE, VCARD_FILE], fields: 'invitee' }, (rows) =>
        importInviteeRows(deps.sequelize, tenantId, eventId, rows),
      );
      res.json(presentInviteeFileImport(result));
    },
  );

  router.put(
    '/events/:event_id/invitees/:invitee_id',
    requireEventPermission(deps, 'events.manage_invitees'),
    withBody(updateInviteeBody, async (req, res, input) => {
      const invitee = await updateInvitee(
        deps.sequelize,
        tenantAuth(req).tenantId,
        idParam(req, 'event_id'),
        idParam(req, 'invitee_id'),
        input,
      );
      res.json({ data: presentInvitee(invitee, base) });
    }),
  );

  router.post(
    '/events/:event_id/invitees/:invitee_id/card/reissue',
    requireEventPermission(deps, 'events.manage_invitees'),
    async (req, res) => {
      const { tenantId } = tenantAuth(req);
      const [eventId, inviteeId] = [idParam(req, 'event_id'), idParam(req, 'invitee_id')];
      await reissueCard(deps.sequelize, tenantId, eventId, inviteeId);
      const invitee = await findEventInvitee(tenantId, eventId, inviteeId);
      if (!invitee) throw notFound('Invitee');
      res.json({ data: presentInvitee(invitee, base) });
    },
  );

  router.delete(
    '/events/:event_id/invitees/:invitee_id',
    requireEventPermission(deps, 'events.manage_invitees'),
    async (req, res) => {
      await deleteInvitee(
        deps.sequelize,
        tenantAuth(req).tenantId,
        idParam(req, 'event_id'),
        idParam(req, 'invitee_id'),
      );
      res.json({ message: 'Invitee removed with their payments.' });
    },
  );

  return router;
}
