import { can, type Caller, type Permission } from './use-me';

/**
 * Whether the caller may do `permission` on event `eventId`: their own permissions, or what their committee role on
 * that event grants (GET /me's event_roles), together, as the API decides (api/events/event-access.ts).
 */
export const canOnEvent = (caller: Caller | undefined, eventId: number, permission: Permission): boolean =>
  can(caller, permission) ||
  (caller?.event_roles.some((role) => role.event_id === eventId && role.permissions.includes(permission)) ?? false);

/** Whether the caller may do `permission` on at least one event (who sees the events' and the door's entries). */
export const canOnSomeEvent = (caller: Caller | undefined, permission: Permission): boolean =>
  can(caller, permission) || (caller?.event_roles.some((role) => role.permissions.includes(permission)) ?? false);

/** The event a console address is about: 7 for /events/7, /events/7/stages and /events/7/door; else none. */
export function eventOfPath(pathname: string): number | undefined {
  const match = /^\/events\/(\d+)(?:\/|$)/.exec(pathname);
  return match ? Number(match[1]) : undefined;
}
