/** The deliveries listing of one endpoint: its events newest first, each with every attempt and its HTTP status. */
import { QueryTypes, type Sequelize } from 'sequelize';
import { missingRow } from '../missing-row';
import { sqlTimestamp } from '../sql-timestamp';

export interface DeliveryRecord {
  id: number;
  webhook_id: string;
  type: string;
  status: 'pending' | 'delivered' | 'failed';
  attempt_count: number;
  next_attempt_at: string | null;
  last_response_status: number | null;
  delivered_at: string | null;
  occurred_at: string;
  created_at: string;
  data: Record<string, unknown>;
  attempts: Array<{ attempted_at: string; response_status: number | null; error: string | null; duration_ms: number }>;
}

export interface DeliveryFilter {
  status?: string;
  type?: string;
  limit: number;
  offset: number;
}

const DELIVERY_COLUMNS = `w.id, w.webhook_id, w.event_type AS type, w.status, w.attempts AS attempt_count,
         CASE WHEN w.status = 'pending' THEN ${sqlTimestamp('w.next_attempt_at')} END AS next_attempt_at,
         w.last_response_status, ${sqlTimestamp('w.delivered_at')} AS delivered_at, ${sqlTimestamp('w.occurred_at')} AS occurred_at,
         ${sqlTimestamp('w.created_at')} AS created_at, w.payload AS data,
         coalesce((SELECT json_agg(json_build_object('attempted_at', ${sqlTimestamp('a.attempted_at')}, 'response_status', a.response_status,
                     'error', a.error, 'duration_ms', a.duration_ms) ORDER BY a.id)
                   FROM webhook_attempts a WHERE a.event_id = w.id), '[]'::json) AS attempts`;

const FILTER = `w.endpoint_id = $1 AND w.tenant_id = $2 AND ($3::text IS NULL OR w.status = $3) AND ($4::text IS NULL OR w.event_type = $4)`;

/** One page of an endpoint of the tenant, and how many match; the caller checked the endpoint is the tenant's. */
export async function listDeliveries(
  sequelize: Sequelize,
  tenantId: number,
  endpointId: number,
  filter: DeliveryFilter,
): Promise<{ rows: DeliveryRecord[]; total: number }> {
  const bind = [endpointId, tenantId, filter.status ?? null, filter.type ?? null];
  const [rows, [{ total } = missingRow('the deliveries count')]] = await Promise.all([
    sequelize.query<DeliveryRecord>(
      `SELECT ${DELIVERY_COLUMNS}
       FROM webhook_events w WHERE ${FILTER} ORDER BY w.id DESC LIMIT $5 OFFSET $6`,
      { bind: [...bind, filter.limit, filter.offset], type: QueryTypes.SELECT },
    ),
    sequelize.query<{ total: number }>(`SELECT count(*)::int AS total FROM webhook_events w WHERE ${FILTER}`, {
      bind,
      type: QueryTypes.SELECT,
    }),
  ]);
  return { rows, total };
}

/**
 * Sends the tenant's delivery again (a redelivery): the same event row, so the same `webhook-id` and body, due now
 * as a new attempt whatever its state (delivered, failed or pending). It joins the attempts listed for it; a failed
 * redelivery is retried on the usual backoff until the horizon counted from its first attempt, so an event older
 * than that gets this one try. Null when the endpoint is not the tenant's, is disabled, or has no such delivery.
 */
export async function requeueDelivery(
  sequelize: Sequelize,
  tenantId: number,
  endpointId: number,
  deliveryId: number,
): Promise<DeliveryRecord | null> {
  const [row] = await sequelize.query<DeliveryRecord>(
    `WITH requeued AS (
       UPDATE webhook_events SET status = 'pending', next_attempt_at = now(), delivered_at = NULL
       WHERE id = $1 AND endpoint_id = $2 AND tenant_id = $3
         AND EXISTS (SELECT 1 FROM webhook_endpoints e WHERE e.id = $2 AND e.tenant_id = $3 AND e.status = 'enabled')
       RETURNING *)
     SELECT ${DELIVERY_COLUMNS} FROM requeued w`,
    { bind: [deliveryId, endpointId, tenantId], type: QueryTypes.SELECT },
  );
  return row ?? null;
}

/** Whether the tenant's endpoint has this delivery (any state). */
export async function deliveryExists(
  sequelize: Sequelize,
  tenantId: number,
  endpointId: number,
  deliveryId: number,
): Promise<boolean> {
  const rows = await sequelize.query(
    'SELECT 1 FROM webhook_events WHERE id = $1 AND endpoint_id = $2 AND tenant_id = $3',
    { bind: [deliveryId, endpointId, tenantId], type: QueryTypes.SELECT },
  );
  return rows.length > 0;
}
