import { QueryTypes, type Sequelize } from 'sequelize';
import type { CardType, EventStatus, InviteeStatus } from '../../domain/events/vocabulary';
import type { CommitteeRole } from '../../domain/events/committee';

/** An event an usher may work the door of. */
export interface DoorEventRow {
  id: number;
  name: string;
  event_date: string;
  venue: string | null;
  status: EventStatus;
}

/** A guest as the door page holds it offline: no full phone, and the entry code only as its SHA-256. */
export interface DoorGuestRow {
  id: number;
  name: string;
  phone_last3: string;
  card_type: CardType;
  admits: number;
  admitted_total: number;
  status: InviteeStatus;
  entry_code_sha256: string;
}

const DOOR_EVENT_COLUMNS = `e.id, e.name, to_char(e.event_date, 'YYYY-MM-DD') AS event_date, e.venue, e.status`;

/** Whose door events to list: all of the tenant's, or only those where `userId` holds one of `roles`. */
export type DoorScope = { all: true } | { userId: number; roles: readonly CommitteeRole[] };

/**
 * The tenant's events whose door may still open: not cancelled, dated yesterday or later in Dar es Salaam (an
 * evening's door runs past midnight), soonest first; for a committee member, only the events of their role.
 */
export function listDoorEvents(
  sequelize: Sequelize,
  tenantId: number,
  scope: DoorScope,
  limit: number,
): Promise<DoorEventRow[]> {
  const binds: unknown[] = [tenantId, limit];
  const member =
    'all' in scope
      ? ''
      : `AND e.id IN (SELECT event_id FROM event_members WHERE tenant_id = $1
           AND user_id = $${binds.push(scope.userId)} AND role = ANY($${binds.push(scope.roles)}::text[]))`;
  return sequelize.query<DoorEventRow>(
    `SELECT ${DOOR_EVENT_COLUMNS} FROM events e
     WHERE e.tenant_id = $1 AND e.status <> 'cancelled'
       AND e.event_date >= (now() AT TIME ZONE 'Africa/Dar_es_Salaam')::date - 1 ${member}
     ORDER BY e.event_date, e.id LIMIT $2`,
    { bind: binds, type: QueryTypes.SELECT },
  );
}

/** Whether the user holds one of `roles` on any event of the tenant. */
export async function holdsAnyRole(
  sequelize: Sequelize,
  tenantId: number,
  userId: number,
  roles: readonly CommitteeRole[],
): Promise<boolean> {
  const [row] = await sequelize.query<{ any: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM event_members WHERE tenant_id = $1 AND user_id = $2 AND role = ANY($3::text[])) AS any',
    { bind: [tenantId, userId, roles], type: QueryTypes.SELECT },
  );
  return row?.any === true;
}

export async function findDoorEvent(
  sequelize: Sequelize,
  tenantId: number,
  eventId: number,
): Promise<DoorEventRow | null> {
  const [row] = await sequelize.query<DoorEventRow>(
    `SELECT ${DOOR_EVENT_COLUMNS} FROM events e WHERE e.id = $1 AND e.tenant_id = $2`,
    { bind: [eventId, tenantId], type: QueryTypes.SELECT },
  );
  return row ?? null;
}

/** Every invitee of the event, by name (PostgreSQL hashes the codes: they never leave the database in clear). */
export function listDoorGuests(sequelize: Sequelize, tenantId: number, eventId: number): Promise<DoorGuestRow[]> {
  return sequelize.query<DoorGuestRow>(
    `SELECT i.id, i.name, right(i.phone, 3) AS phone_last3, i.card_type, i.admits,
       i.guests_admitted AS admitted_total, i.status,
       encode(sha256(convert_to(i.entry_code, 'UTF8')), 'hex') AS entry_code_sha256
     FROM event_invitees i WHERE i.event_id = $1 AND i.tenant_id = $2
     ORDER BY i.name, i.id`,
    { bind: [eventId, tenantId], type: QueryTypes.SELECT },
  );
}
