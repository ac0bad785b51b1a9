import { Router } from 'express';
import type { ApiDeps } from '../../http/deps';
import { requirePermission, tenantAuth } from '../../http/middleware/authenticate';
import { eventListScope, requireEventPermission, type EventListScope } from '../event-access';
import { validateQuery, withBody } from '../../http/middleware/validate';
import { paginatedJsonText, toPageRequest } from '../../http/pagination';
import { sendJsonText } from '../../http/json-response';
import { notFound } from '../../http/errors/errors';
import { idParam } from '../../http/params';
import { createEventBody, listEventsQuery, updateEventBody, type ListEventsQuery } from '../schemas/events';
import { presentEvent, type Event } from '../presenters/event';
import { findEventJson, listEventsPageText } from '../../../db/events/event-json';
import { deleteEventWithStages } from '../../../use-cases/events/event-deletion';
import { createEvent, updateEvent } from '../../../use-cases/events/events';
import { requireTenantEventParam } from '../event-param';

/** Events (docs/interface.md §4.8b): list with every figure, create, show, update, delete with everything below. */
export function createEventsRouter(deps: ApiDeps): Router {
  const router = Router();
  router.param('event_id', requireTenantEventParam);
  const eventJson = async (tenantId: number, eventId: number): Promise<Event> => {
    const event = await findEventJson(deps.sequelize, tenantId, eventId, deps.config.publicBaseUrl);
    if (!event) throw notFound('Event');
    return presentEvent(event);
  };

  // `events` is the list's permission (interface); `events.view` may read every event anyway, so it lists too; a
  // committee member without either lists the events of their roles (eventListScope).
  router.get(
    '/events',
    async (req, res, next) => {
      res.locals.eventListScope = await eventListScope(deps.sequelize, req);
      next();
    },
    validateQuery(listEventsQuery),
    async (req, res) => {
      const query = res.locals.query as ListEventsQuery;
      const page = toPageRequest(query);
      const rows = await listEventsPageText(
        deps.sequelize,
        tenantAuth(req).tenantId,
        { ...query, ...(res.locals.eventListScope as EventListScope) },
        page.perPage,
        page.offset,
        deps.config.publicBaseUrl,
      );
      sendJsonText(res, paginatedJsonText(req, deps.config.publicBaseUrl, page, rows));
    },
  );

  router.post(
    '/events',
    requirePermission('events.add'),
    withBody(createEventBody, async (req, res, input) => {
      const { tenantId } = tenantAuth(req);
      const event = await createEvent(tenantId, input);
      res.status(201).json({ data: await eventJson(tenantId, event.id) });
    }),
  );

  router.get('/events/:event_id', requireEventPermission(deps, 'events.view'), async (req, res) => {
    res.json({ data: await eventJson(tenantAuth(req).tenantId, idParam(req, 'event_id')) });
  });

  router.put(
    '/events/:event_id',
    requireEventPermission(deps, 'events.edit'),
    withBody(updateEventBody, async (req, res, input) => {
      const { tenantId } = tenantAuth(req);
      const eventId = idParam(req, 'event_id');
      await updateEvent(tenantId, eventId, input);
      res.json({ data: await eventJson(tenantId, eventId) });
    }),
  );

  router.delete('/events/:event_id', requireEventPermission(deps, 'events.delete'), async (req, res) => {
    if (!(await deleteEventWithStages(deps, tenantAuth(req).tenantId, idParam(req, 'event_id'))))
      throw notFound('Event');
    res.json({ message: 'Event deleted with its invitees, payments and SMS stages.' });
  });

  return router;
}
