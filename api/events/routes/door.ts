import { Router } from 'express';
import type { ApiDeps } from '../../http/deps';
import { tenantAuth } from '../../http/middleware/authenticate';
import { forbidden, notFound } from '../../http/errors/errors';
import { idParam } from '../../http/params';
import { presentDoorEvent, presentDoorList } from '../presenters/door-list';
import { requireEventPermission } from '../event-access';
import { rolesGranting } from '../../../domain/events/committee';
import {
  findDoorEvent,
  holdsAnyRole,
  listDoorEvents,
  listDoorGuests,
  type DoorScope,
} from '../../../db/events/door-list';

/** At most this many events to choose a door from (a tenant works a few events at a time). */
const DOOR_EVENTS_LIMIT = 50;

/** The roles that work a door (an usher's), read from the committee's table of grants. */
const DOOR_ROLES = rolesGranting('events.check_in');

/**
 * What an usher (events.check_in alone) needs besides the check-ins (issue 34 §2): the events whose door they may
 * work, and an event's guest list to check against while offline, without phones or working codes.
 */
export function createDoorRouter(deps: ApiDeps): Router {
  const router = Router();

  // events.check_in in the tenant: every event; else an usher's role on some events: those (an API key has no roles).
  router.get('/door/events', async (req, res) => {
    const auth = tenantAuth(req);
    let scope: DoorScope = { all: true };
    if (!auth.user.permissions.includes('events.check_in')) {
      const member =
        auth.apiKeyId === null && (await holdsAnyRole(deps.sequelize, auth.tenantId, auth.user.id, DOOR_ROLES));
      if (!member) throw forbidden('You do not have permission to do this (requires events.check_in).');
      scope = { userId: auth.user.id, roles: DOOR_ROLES };
    }
    const rows = await listDoorEvents(deps.sequelize, auth.tenantId, scope, DOOR_EVENTS_LIMIT);
    res.json({ data: rows.map(presentDoorEvent) });
  });

  router.get('/events/:event_id/door-list', requireEventPermission(deps, 'events.check_in'), async (req, res) => {
    const { tenantId } = tenantAuth(req);
    const eventId = idParam(req, 'event_id');
    const event = await findDoorEvent(deps.sequelize, tenantId, eventId);
    if (!event) throw notFound('Event');
    res.json({ data: presentDoorList(event, await listDoorGuests(deps.sequelize, tenantId, eventId)) });
  });

  return router;
}
