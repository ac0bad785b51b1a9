import { Router } from 'express';
import type { ApiDeps } from '../../http/deps';
import { tenantAuth } from '../../http/middleware/authenticate';
import { validateQuery, withBody } from '../../http/middleware/validate';
import { paginated, toPageRequest } from '../../http/pagination';
import { fieldError, forbidden, notFound } from '../../http/errors/errors';
import { idParam } from '../../http/params';
import { addMemberBody, listMembersQuery, type ListMembersQuery } from '../schemas/members';
import { presentEventMember } from '../presenters/member';
import { COMMITTEE_ROLE_PERMISSIONS } from '../../../domain/events/committee';
import { findEventMember, listEventMembersPage } from '../../../db/events/event-members';
import { addEventMember, removeEventMember } from '../../../use-cases/events/committee';
import { requireTenantEventParam } from '../event-param';
import { eventPermissions, requireEventPermission } from '../event-access';

/**
 * The committee of an event (issue 34 §6): users of the organisation with a role on this event only. Managed by
 * `events.edit`; one role per user and event, so adding a member again gives them the new role (200, not 201).
 */
export function createEventMembersRouter(deps: ApiDeps): Router {
  const router = Router();
  router.param('event_id', requireTenantEventParam);

  router.get(
    '/events/:event_id/members',
    requireEventPermission(deps, 'events.edit', 'events.view'),
    validateQuery(listMembersQuery),
    async (req, res) => {
      const page = toPageRequest(res.locals.query as ListMembersQuery);
      const { rows, count } = await listEventMembersPage(
        deps.sequelize,
        tenantAuth(req).tenantId,
        idParam(req, 'event_id'),
        page.perPage,
        page.offset,
      );
      res.json(paginated(req, deps.config.publicBaseUrl, page, count, rows.map(presentEventMember)));
    },
  );

  router.post(
    '/events/:event_id/members',
    requireEventPermission(deps, 'events.edit'),
    withBody(addMemberBody, async (req, res, input) => {
      const auth = tenantAuth(req);
      const eventId = idParam(req, 'event_id');
      // Nobody grants what they do not hold (as with users' permissions): events.edit alone makes no treasurer.
      const held = await eventPermissions(deps.sequelize, auth, eventId);
      const missing = COMMITTEE_ROLE_PERMISSIONS[input.role].filter((p) => !held.has(p));
      if (missing.length > 0)
        throw forbidden(
          `You cannot give the ${input.role} role: it grants ${missing.join(', ')}, which you do not hold.`,
        );
      const member = await addEventMember(deps.sequelize, auth.tenantId, eventId, { ...input, addedBy: auth.user.id });
      if (!member) throw fieldError('user_id', 'The user id must be a user of your organization.');
      const row = await findEventMember(deps.sequelize, auth.tenantId, eventId, member.id);
      if (!row) throw notFound('Member');
      res.status(member.added ? 201 : 200).json({ data: presentEventMember(row) });
    }),
  );

  router.delete(
    '/events/:event_id/members/:member_id',
    requireEventPermission(deps, 'events.edit'),
    async (req, res) => {
      await removeEventMember(
        deps.sequelize,
        tenantAuth(req).tenantId,
        idParam(req, 'event_id'),
        idParam(req, 'member_id'),
      );
      res.json({ message: 'Member removed: their role on this event ends now.' });
    },
  );

  return router;
}
