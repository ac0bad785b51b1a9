/** Applies gateway delivery reports to messages: idempotent, and a message never moves backwards. */
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { DeliveryUpdate } from '../../lib/messaging/sms-status';

/**
 * The rank a stored message has reached (mirrors lib/messaging/sms-status.ts `rank`). `failed` and `cancelled` count as
 * final: they were refunded, so no report may turn them into a delivered (billable) message.
 */
const CURRENT_RANK_SQL = `CASE WHEN m.delivery_status = 'DELIVERED_TO_OPERATOR' AND m.status = 'DELIVERED' THEN 2
  WHEN m.status IN ('DELIVERED', 'UNDELIVERABLE', 'EXPIRED', 'REJECTED', 'failed', 'cancelled') THEN 3
  WHEN m.status LIKE 'PENDING%' THEN 1 ELSE 0 END`;

/** Keeps the highest-ranked update per gateway id (a callback batch may repeat a message). */
function strongestPerMessage(updates: DeliveryUpdate[]): DeliveryUpdate[] {
  const best = new Map<string, DeliveryUpdate>();
  for (const update of updates) {
    const current = best.get(update.gatewayMessageId);
    if (!current || update.rank > current.rank) best.set(update.gatewayMessageId, update);
  }
  return [...best.values()];
}

/**
 * One UPDATE for all reports: only messages whose current rank is lower change. Unknown gateway ids match
 * nothing. Returns the ids of the messages that changed.
 */
export async function applyDeliveryUpdates(
  sequelize: Sequelize, updates: DeliveryUpdate[], tenantId?: number, transaction?: Transaction,
): Promise<number[]> {
  const list = strongestPerMessage(updates);
  if (list.length === 0) return [];
  const rows = await sequelize.query<{ id: number }>(
    `UPDATE messages m SET status = v.status, delivery_status = v.name, delivery_error = left(v.error, 255),
       delivered_at = CASE WHEN v.status = 'DELIVERED' THEN coalesce(v.done_at, now()) ELSE m.delivered_at END, updated_at = now()
     FROM unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::text[], $6::timestamptz[])
       AS v(gateway_id, name, status, rank, error, done_at)
     WHERE m.gateway_message_id = v.gateway_id AND v.rank > ${CURRENT_RANK_SQL}
       AND ($7::int IS NULL OR m.tenant_id = $7)
     RETURNING m.id`,
    {
      bind: [list.map((u) => u.gatewayMessageId), list.map((u) => u.name), list.map((u) => u.status), list.map((u) => u.rank),
        list.map((u) => u.error), list.map((u) => u.doneAt), tenantId ?? null],
      type: QueryTypes.SELECT, transaction,
    },
  );
  return rows.map((r) => r.id);
}
