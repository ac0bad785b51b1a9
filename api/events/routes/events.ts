import { Router } from 'express';
import type { ApiDeps } from '../../http/deps';
import { requirePermission, tenantAuth } from '../../http/middleware/authenticate';
import { validateBody, validateQuery } from '../../http/middleware/validate';
import { paginatedJsonText, toPageRequest } from '../../http/pagination';
import { sendJsonText } from '../../http/json-response';
import { notFound } from '../../http/errors/errors';
import { idParam } from '../../http/params';
import {
  createEventSchema, listEventsQuery, toEventAttributes, updateEventSchema,
  type CreateEventInput, type ListEventsQuery, type UpdateEventInput,
} from '../schemas/events';
import { Event } from '../../../db/models';
import { findEventJson, listEventsPageText, type EventJson } from '../../../db/events/event-json';
import { deleteEventWithStages } from '../../../use-cases/events/event-deletion';
import { requireTenantEventParam } from '../event-param';

/** Events (interface §4.8b): list with every figure, create, show, update, delete with everything below. */
export function createEventsRouter(deps: ApiDeps): Router {
  const router = Router();
  router.param('event_id', requireTenantEventParam);
  const eventJson = async (tenantId: number, eventId: number): Promise<EventJson> => {
    const event = await findEventJson(deps.sequelize, tenantId, eventId);
    if (!event) throw notFound('Event');
    return event;
  };

  // `events` is the list's permission (interface); `events.view` may read every event anyway, so it lists too.
  router.get('/events', requirePermission('events', 'events.view'), validateQuery(listEventsQuery), async (req, res) => {
    const query = res.locals.query as ListEventsQuery;
    const page = toPageRequest(query);
    const rows = await listEventsPageText(deps.sequelize, tenantAuth(req).tenantId, query, page.perPage, page.offset);
    sendJsonText(res, paginatedJsonText(req, deps.config.publicBaseUrl, page, rows));
  });

  router.post('/events', requirePermission('events.add'), validateBody(createEventSchema), async (req, res) => {
    const { tenantId } = tenantAuth(req);
    const input = req.body as CreateEventInput;
    const event = await Event.create({
      tenantId, name: input.name, type: input.type, eventDate: input.event_date, description: null, venue: null, targetAmount: null,
      publicMessage: null, bankName: null, bankAccountNumber: null, bankAccountName: null, pledgeDeadline: null, ...toEventAttributes(input),
    });
    res.status(201).json({ data: await eventJson(tenantId, event.id) });
  });

  router.get('/events/:event_id', requirePermission('events.view'), async (req, res) => {
    res.json({ data: await eventJson(tenantAuth(req).tenantId, idParam(req, 'event_id')) });
  });

  router.put('/events/:event_id', requirePermission('events.edit'), validateBody(updateEventSchema), async (req, res) => {
    const { tenantId } = tenantAuth(req);
    const eventId = idParam(req, 'event_id');
    const [updated] = await Event.update(toEventAttributes(req.body as UpdateEventInput), { where: { id: eventId, tenantId } });
    // An empty body changes nothing but must still find the event.
    if (updated === 0 && !(await Event.count({ where: { id: eventId, tenantId } }))) throw notFound('Event');
    res.json({ data: await eventJson(tenantId, eventId) });
  });

  router.delete('/events/:event_id', requirePermission('events.delete'), async (req, res) => {
    if (!(await deleteEventWithStages(deps, tenantAuth(req).tenantId, idParam(req, 'event_id')))) throw notFound('Event');
    res.json({ message: 'Event deleted with its invitees, payments and SMS stages.' });
  });

  return router;
}
