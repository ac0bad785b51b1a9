import { QueryTypes, type Sequelize } from 'sequelize';
import type { CommitteeRole } from '../../domain/events/committee';

export interface EventMemberRow {
  id: number;
  user: { id: number; name: string; email: string };
  role: CommitteeRole;
  created_at: Date;
  updated_at: Date;
}

const MEMBER_COLUMNS = `m.id, m.role, m.created_at, m.updated_at,
  json_build_object('id', u.id, 'name', u.name, 'email', u.email) AS user`;

/** The user's role on the event, or null (a membership is of the tenant's own users and events only). */
export async function findEventRole(
  sequelize: Sequelize,
  tenantId: number,
  eventId: number,
  userId: number,
): Promise<CommitteeRole | null> {
  const [row] = await sequelize.query<{ role: CommitteeRole }>(
    'SELECT role FROM event_members WHERE event_id = $1 AND user_id = $2 AND tenant_id = $3',
    { bind: [eventId, userId, tenantId], type: QueryTypes.SELECT },
  );
  return row?.role ?? null;
}

/** Whether the user holds a role on any event of the tenant (who may list events without a tenant permission). */
export async function hasAnyEventRole(sequelize: Sequelize, tenantId: number, userId: number): Promise<boolean> {
  const [row] = await sequelize.query<{ any: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM event_members WHERE tenant_id = $1 AND user_id = $2) AS any',
    { bind: [tenantId, userId], type: QueryTypes.SELECT },
  );
  return row?.any === true;
}

/** One of the user's roles, with its event's name (what the console needs to show and guard that event). */
export interface UserEventRoleRow {
  event_id: number;
  event_name: string;
  role: CommitteeRole;
}

/** Every role the user holds on the tenant's events, in the order of the events (GET /me's event_roles). */
export async function listUserEventRoles(
  sequelize: Sequelize,
  tenantId: number,
  userId: number,
): Promise<UserEventRoleRow[]> {
  return sequelize.query<UserEventRoleRow>(
    `SELECT m.event_id, e.name AS event_name, m.role FROM event_members m JOIN events e ON e.id = m.event_id
     WHERE m.tenant_id = $1 AND m.user_id = $2 AND e.tenant_id = $1 ORDER BY m.event_id`,
    { bind: [tenantId, userId], type: QueryTypes.SELECT },
  );
}

/**
 * Gives a user of the tenant a role on the event, replacing the role they had: whether they were added (true) or
 * already a member, and the membership's id; null when the user is not one of the tenant's.
 */
export async function upsertEventMember(
  sequelize: Sequelize,
  tenantId: number,
  eventId: number,
  member: { userId: number; role: CommitteeRole; addedBy: number },
): Promise<{ id: number; added: boolean } | null> {
  const [row] = await sequelize.query<{ id: number; added: boolean }>(
    `INSERT INTO event_members (tenant_id, event_id, user_id, role, added_by)
     SELECT $1, $2, u.id, $4, $5 FROM users u WHERE u.id = $3 AND u.tenant_id = $1
     ON CONFLICT (event_id, user_id) DO UPDATE SET role = EXCLUDED.role, updated_at = now()
     RETURNING id, (xmax = 0) AS added`,
    { bind: [tenantId, eventId, member.userId, member.role, member.addedBy], type: QueryTypes.SELECT },
  );
  return row ?? null;
}

export async function findEventMember(
  sequelize: Sequelize,
  tenantId: number,
  eventId: number,
  memberId: number,
): Promise<EventMemberRow | null> {
  const [row] = await sequelize.query<EventMemberRow>(
    `SELECT ${MEMBER_COLUMNS} FROM event_members m JOIN users u ON u.id = m.user_id
     WHERE m.id = $1 AND m.event_id = $2 AND m.tenant_id = $3`,
    { bind: [memberId, eventId, tenantId], type: QueryTypes.SELECT },
  );
  return row ?? null;
}

/** The event's committee, in the order its members were added. */
export async function listEventMembersPage(
  sequelize: Sequelize,
  tenantId: number,
  eventId: number,
  limit: number,
  offset: number,
): Promise<{ rows: EventMemberRow[]; count: number }> {
  const [rows, [counted]] = await Promise.all([
    sequelize.query<EventMemberRow>(
      `SELECT ${MEMBER_COLUMNS} FROM event_members m JOIN users u ON u.id = m.user_id
       WHERE m.tenant_id = $1 AND m.event_id = $2 ORDER BY m.id LIMIT $3 OFFSET $4`,
      { bind: [tenantId, eventId, limit, offset], type: QueryTypes.SELECT },
    ),
    sequelize.query<{ n: string }>('SELECT count(*) AS n FROM event_members WHERE tenant_id = $1 AND event_id = $2', {
      bind: [tenantId, eventId],
      type: QueryTypes.SELECT,
    }),
  ]);
  return { rows, count: Number(counted?.n ?? 0) };
}

/** Removes a membership: whether it was there. Access ends with it (roles are read on every request, never cached). */
export async function deleteEventMember(
  sequelize: Sequelize,
  tenantId: number,
  eventId: number,
  memberId: number,
): Promise<boolean> {
  const rows = await sequelize.query<{ id: number }>(
    'DELETE FROM event_members WHERE id = $1 AND event_id = $2 AND tenant_id = $3 RETURNING id',
    { bind: [memberId, eventId, tenantId], type: QueryTypes.SELECT },
  );
  return rows.length > 0;
}
