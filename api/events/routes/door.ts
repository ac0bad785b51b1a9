import { Router } from 'express';
import type { ApiDeps } from '../../http/deps';
import { requirePermission, tenantAuth } from '../../http/middleware/authenticate';
import { notFound } from '../../http/errors/errors';
import { idParam } from '../../http/params';
import { presentDoorEvent, presentDoorList } from '../presenters/door-list';
import { findDoorEvent, listDoorEvents, listDoorGuests } from '../../../db/events/door-list';

/** At most this many events to choose a door from (a tenant works a few events at a time). */
const DOOR_EVENTS_LIMIT = 50;

/**
 * What an usher (events.check_in alone) needs besides the check-ins (issue 34 §2): the events whose door they may
 * work, and an event's guest list to check against while offline, without phones or working codes.
 */
export function createDoorRouter(deps: ApiDeps): Router {
  const router = Router();

  router.get('/door/events', requirePermission('events.check_in'), async (req, res) => {
    const rows = await listDoorEvents(deps.sequelize, tenantAuth(req).tenantId, DOOR_EVENTS_LIMIT);
    res.json({ data: rows.map(presentDoorEvent) });
  });

  router.get('/events/:event_id/door-list', requirePermission('events.check_in'), async (req, res) => {
    const { tenantId } = tenantAuth(req);
    const eventId = idParam(req, 'event_id');
    const event = await findDoorEvent(deps.sequelize, tenantId, eventId);
    if (!event) throw notFound('Event');
    res.json({ data: presentDoorList(event, await listDoorGuests(deps.sequelize, tenantId, eventId)) });
  });

  return router;
}
