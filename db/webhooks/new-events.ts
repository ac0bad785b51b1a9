/**
 * What the wake-up poller reads of the outbox: its newest event id, and which endpoints got events after a given id.
 * Both walk the primary key only, so a poll costs in proportion to the events inserted since the previous one.
 */
import { QueryTypes, type Sequelize } from 'sequelize';

/** The highest event id in the outbox (0 when empty). */
export async function newestEventId(sequelize: Sequelize): Promise<number> {
  const [row] = await sequelize.query<{ id: string | null }>('SELECT max(id) AS id FROM webhook_events', {
    type: QueryTypes.SELECT,
  });
  return Number(row?.id ?? 0);
}

export interface EndpointWithNewEvents {
  endpointId: number;
  tenantId: number;
  /** The endpoint's highest new event id. */
  lastId: number;
}

/** Endpoints with events of id above `afterId` (committed ones: the caller's snapshot), with the newest id of each. */
export async function endpointsWithEventsAfter(
  sequelize: Sequelize,
  afterId: number,
): Promise<EndpointWithNewEvents[]> {
  const rows = await sequelize.query<{ endpointId: number; tenantId: number; lastId: string }>(
    `SELECT endpoint_id AS "endpointId", tenant_id AS "tenantId", max(id) AS "lastId"
     FROM webhook_events WHERE id > $1 GROUP BY endpoint_id, tenant_id`,
    { bind: [afterId], type: QueryTypes.SELECT },
  );
  return rows.map((r) => ({ endpointId: r.endpointId, tenantId: r.tenantId, lastId: Number(r.lastId) }));
}
