import type { Request, RequestHandler } from 'express';
import type { Sequelize } from 'sequelize';
import type { ApiDeps } from '../http/deps';
import type { TenantUserAuth } from '../http/auth/auth-context';
import { forbidden, notFound } from '../http/errors/errors';
import { tenantAuth } from '../http/middleware/authenticate';
import { idParam } from '../http/params';
import { withCommitteeRole } from '../../domain/events/committee';
import { findEventRole, hasAnyEventRole } from '../../db/events/event-members';
import { Event } from '../../db/models';

/**
 * What this user may do on this event: their tenant permissions and the permissions of their committee role on it
 * (domain/events/committee.ts), together. The role is read on every call, never cached, so a removed member loses
 * access at once. An API key acts with its own permissions only: the roles of the admin who made it are not its.
 */
export async function eventPermissions(
  sequelize: Sequelize,
  auth: TenantUserAuth,
  eventId: number,
): Promise<Set<string>> {
  const role = auth.apiKeyId === null ? await findEventRole(sequelize, auth.tenantId, eventId, auth.user.id) : null;
  return withCommitteeRole(auth.user.permissions, role);
}

const refusal = (anyOf: readonly string[]) =>
  forbidden(`You do not have permission to do this (requires ${anyOf.join(' or ')}).`);

/**
 * The guard of every route under /events/{event_id}: any one of `anyOf`, held in the tenant or by a role on this event
 * (eventPermissions). The tenant's permissions are enough without a look-up (the union only adds to them), so the
 * door's hot path and every organiser pay nothing. A refused user learns 404 when the event is not the tenant's, as
 * the routes that check the event first answer.
 */
export const requireEventPermission =
  (deps: Pick<ApiDeps, 'sequelize'>, ...anyOf: string[]): RequestHandler =>
  async (req, _res, next) => {
    try {
      const auth = tenantAuth(req);
      if (anyOf.some((p) => auth.user.permissions.includes(p))) return next();
      const eventId = idParam(req, 'event_id');
      const held = await eventPermissions(deps.sequelize, auth, eventId);
      if (anyOf.some((p) => held.has(p))) return next();
      const exists = await Event.count({ where: { id: eventId, tenantId: auth.tenantId } });
      next(exists > 0 ? refusal(anyOf) : notFound('Event'));
    } catch (err) {
      next(err);
    }
  };

/**
 * Which events a user may list (`GET /events`): all of the tenant's with `events` or `events.view`; else only those
 * they hold a committee role on (none of an API key's); a user with neither gets 403.
 */
export type EventListScope = { memberUserId?: number };

export async function eventListScope(sequelize: Sequelize, req: Request): Promise<EventListScope> {
  const auth = tenantAuth(req);
  const listing = ['events', 'events.view'];
  if (listing.some((p) => auth.user.permissions.includes(p))) return {};
  if (auth.apiKeyId === null && (await hasAnyEventRole(sequelize, auth.tenantId, auth.user.id)))
    return { memberUserId: auth.user.id };
  throw refusal(listing);
}
