import { QueryTypes, type Sequelize } from 'sequelize';
import type { CardType, EventStatus, InviteeStatus } from '../../domain/events/vocabulary';

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

/**
 * The tenant's events whose door may still open: not cancelled, dated yesterday or later in Dar es Salaam (an
 * evening's door runs past midnight), soonest first.
 */
export function listDoorEvents(sequelize: Sequelize, tenantId: number, limit: number): Promise<DoorEventRow[]> {
  return sequelize.query<DoorEventRow>(
    `SELECT ${DOOR_EVENT_COLUMNS} FROM events e
     WHERE e.tenant_id = $1 AND e.status <> 'cancelled'
       AND e.event_date >= (now() AT TIME ZONE 'Africa/Dar_es_Salaam')::date - 1
     ORDER BY e.event_date, e.id LIMIT $2`,
    { bind: [tenantId, limit], type: QueryTypes.SELECT },
  );
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
