import { Router, type RequestHandler } from 'express';
import type { ApiDeps } from '../../http/deps';
import { tenantAuth } from '../../http/middleware/authenticate';
import { requireEventPermission } from '../event-access';
import { validateQuery, withBody } from '../../http/middleware/validate';
import { paginated, toPageRequest } from '../../http/pagination';
import { idParam } from '../../http/params';
import { createCheckInBody, listCheckInsQuery, type ListCheckInsQuery } from '../schemas/check-ins';
import { presentCheckIn, presentCheckInEntry } from '../presenters/check-in';
import { listCheckInsPage } from '../../../db/events/check-ins';
import { checkIn, undoCheckIn } from '../../../use-cases/events/check-ins';
import { requireTenantEventParam } from '../event-param';

const eventIdShape: RequestHandler = (req, _res, next) => {
  idParam(req, 'event_id');
  next();
};

/** The door (issue 34 §2): ushers check guests in by card code or invitee id, list the check-ins, undo one. */
export function createEventCheckInsRouter(deps: ApiDeps): Router {
  const router = Router();
  const base = deps.config.publicBaseUrl;

  router.post(
    '/events/:event_id/check-ins',
    requireEventPermission(deps, 'events.check_in'),
    // No event lookup before the scan (the door's hot path): the statement is scoped by tenant and event, and a
    // refused card asks whether the event is the tenant's (404 not_found) before answering card_not_found. An id
    // that cannot be a record is still 404 before the body is validated.
    eventIdShape,
    withBody(createCheckInBody, async (req, res, input) => {
      const { tenantId, user } = tenantAuth(req);
      const row = await checkIn(deps.sequelize, tenantId, idParam(req, 'event_id'), { ...input, userId: user.id });
      res.status(201).json({ data: presentCheckIn(row) });
    }),
  );

  router.get(
    '/events/:event_id/check-ins',
    requireEventPermission(deps, 'events.check_in', 'events.view'),
    requireTenantEventParam,
    validateQuery(listCheckInsQuery),
    async (req, res) => {
      const page = toPageRequest(res.locals.query as ListCheckInsQuery);
      const { superseded } = res.locals.query as ListCheckInsQuery;
      const { rows, count } = await listCheckInsPage(
        deps.sequelize,
        tenantAuth(req).tenantId,
        idParam(req, 'event_id'),
        {
          limit: page.perPage,
          offset: page.offset,
          superseded: superseded === undefined ? undefined : superseded === 'true',
        },
      );
      res.json(paginated(req, base, page, count, rows.map(presentCheckInEntry)));
    },
  );

  router.delete(
    '/events/:event_id/check-ins/:check_in_id',
    requireEventPermission(deps, 'events.check_in', 'events.edit'),
    requireTenantEventParam,
    async (req, res) => {
      const { tenantId, user } = tenantAuth(req);
      await undoCheckIn(deps.sequelize, tenantId, idParam(req, 'event_id'), idParam(req, 'check_in_id'), {
        userId: user.id,
        mayUndoAny: user.permissions.includes('events.edit'),
      });
      res.json({ message: 'Check-in undone: its guests may enter again.' });
    },
  );

  return router;
}
