import { Router, type Request } from 'express';
import type { ApiDeps } from '../../http/deps';
import { requirePermission, tenantAuth } from '../../http/middleware/authenticate';
import { validateBody, validateQuery } from '../../http/middleware/validate';
import { paginated, toPageRequest } from '../../http/pagination';
import { notFound, validationFailed } from '../../http/errors/errors';
import { idParam } from '../../http/params';
import { CSV_FILE, importUploadedFile, VCARD_FILE } from '../../contacts/imports/file-import';
import {
  createInviteeSchema, importInviteesSchema, listInviteesQuery, toInviteeAttributes, updateInviteeSchema,
  type CreateInviteeInput, type ImportInviteesInput, type ListInviteesQuery, type UpdateInviteeInput,
} from '../schemas/invitees';
import { presentInvitee } from '../presenters/invitee';
import { Group } from '../../../db/models';
import { foreignContactIds } from '../../../db/groups/group-members';
import { findTenantEvent } from '../../../db/events/events';
import { lockEvent } from '../../../db/events/event-lock';
import { InviteeImporter } from '../../../db/events/invitee-import';
import {
  createInvitee, deleteInvitee, inviteContacts, listInviteesPage, updateInvitee,
} from '../../../db/events/invitees';
import { requireTenantEventParam } from '../event-param';

/** The tenant's contacts and group members to invite: every id must be the tenant's, else 422 naming them. */
async function checkImportSources(deps: ApiDeps, tenantId: number, input: ImportInviteesInput): Promise<void> {
  const errors: Record<string, string[]> = {};
  const foreign = input.contact_ids ? await foreignContactIds(deps.sequelize, tenantId, [...new Set(input.contact_ids)]) : [];
  if (foreign.length > 0) errors.contact_ids = [`These contacts do not exist: ${foreign.join(', ')}.`];
  if (input.group_id !== undefined && (await Group.count({ where: { id: input.group_id, tenantId } })) === 0) {
    errors.group_id = ['The selected group does not exist.'];
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}

/** Invitees of an event (interface §4.8b): list, add, import from contacts or a file, update, delete. */
export function createEventInviteesRouter(deps: ApiDeps): Router {
  const router = Router();
  router.param('event_id', requireTenantEventParam);
  const base = deps.config.publicBaseUrl;
  const eventIdOf = async (req: Request) => {
    const event = await findTenantEvent(tenantAuth(req).tenantId, idParam(req, 'event_id'));
    if (!event) throw notFound('Event');
    return event.id;
  };

  router.get('/events/:event_id/invitees', requirePermission('events.view'), validateQuery(listInviteesQuery), async (req, res) => {
    const eventId = await eventIdOf(req);
    const query = res.locals.query as ListInviteesQuery;
    const page = toPageRequest(query);
    const { rows, count } = await listInviteesPage(tenantAuth(req).tenantId, eventId, query, page.perPage, page.offset);
    res.json(paginated(req, base, page, count, rows.map((invitee) => presentInvitee(invitee, base))));
  });

  router.post('/events/:event_id/invitees', requirePermission('events.manage_invitees'), validateBody(createInviteeSchema), async (req, res) => {
    const input = req.body as CreateInviteeInput;
    const invitee = await createInvitee(deps.sequelize, tenantAuth(req).tenantId, idParam(req, 'event_id'), {
      ...toInviteeAttributes(input), name: input.name, phone: input.phone,
    });
    if (!invitee) throw notFound('Event');
    res.status(201).json({ data: presentInvitee(invitee, base) });
  });

  router.post('/events/:event_id/invitees/import', requirePermission('events.manage_invitees'), validateBody(importInviteesSchema), async (req, res) => {
    const { tenantId } = tenantAuth(req);
    const eventId = await eventIdOf(req);
    const input = req.body as ImportInviteesInput;
    await checkImportSources(deps, tenantId, input);
    const result = await inviteContacts(deps.sequelize, tenantId, eventId, input.contact_ids ?? [], input.group_id ?? null);
    if (!result) throw notFound('Event');
    res.json({ message: `${result.imported} invited, ${result.skipped} already invited.`, ...result });
  });

  router.post('/events/:event_id/invitees/import/file', requirePermission('events.manage_invitees'), async (req, res) => {
    const { tenantId } = tenantAuth(req);
    const eventId = idParam(req, 'event_id');
    const result = await importUploadedFile(deps.sequelize, req, { kinds: [CSV_FILE, VCARD_FILE], emptyMessage: 'The file contains no invitees.', fields: 'invitee' },
      async (transaction) => {
        if (!(await lockEvent(transaction, tenantId, eventId))) throw notFound('Event');
        return new InviteeImporter(deps.sequelize, transaction, tenantId, eventId);
      });
    res.json({ message: `Import finished: ${result.imported} imported, ${result.skipped} skipped.`, ...result });
  });

  router.put('/events/:event_id/invitees/:invitee_id', requirePermission('events.manage_invitees'), validateBody(updateInviteeSchema), async (req, res) => {
    const invitee = await updateInvitee(
      deps.sequelize, tenantAuth(req).tenantId, idParam(req, 'event_id'), idParam(req, 'invitee_id'), toInviteeAttributes(req.body as UpdateInviteeInput),
    );
    if (!invitee) throw notFound('Invitee');
    res.json({ data: presentInvitee(invitee, base) });
  });

  router.delete('/events/:event_id/invitees/:invitee_id', requirePermission('events.manage_invitees'), async (req, res) => {
    if (!(await deleteInvitee(deps.sequelize, tenantAuth(req).tenantId, idParam(req, 'event_id'), idParam(req, 'invitee_id')))) throw notFound('Invitee');
    res.json({ message: 'Invitee removed with their payments.' });
  });

  return router;
}
