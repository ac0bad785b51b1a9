/** Applies gateway delivery reports to messages: idempotent, and a message never moves backwards. */
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { DeliveryUpdate } from '../../domain/messaging/sms-status';
import { emitMessageStatusEvents, messageStatusEventsOf } from '../webhooks/emit';
import { preparedStatement } from '../prepared-statements';

/**
 * The rank a stored message has reached (mirrors domain/messaging/sms-status.ts `rank`; test/lib/delivery-rank.test.ts
 * evaluates it for every status against that source). `failed` and `cancelled` count as final: they were refunded, so no
 * report may turn them into a delivered (billable) message.
 */
export const CURRENT_RANK_SQL = `CASE WHEN m.delivery_status = 'DELIVERED_TO_OPERATOR' AND m.status = 'DELIVERED' THEN 2
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
 * One UPDATE for all reports: only messages whose current rank is lower change, and their status webhooks are emitted
 * in the same transaction. Unknown gateway ids match nothing. Returns the ids of the messages that changed.
 */
export async function applyDeliveryUpdates(
  sequelize: Sequelize,
  updates: DeliveryUpdate[],
  tenantId?: number,
  transaction?: Transaction,
): Promise<number[]> {
  return (await changeDeliveries(sequelize, updates, tenantId, transaction)).map((r) => r.id);
}

/** As applyDeliveryUpdates (any tenant); returns the gateway ids whose message changed. */
export async function applyDeliveryUpdatesByGatewayId(
  sequelize: Sequelize,
  updates: DeliveryUpdate[],
): Promise<Set<string>> {
  return new Set((await changeDeliveries(sequelize, updates)).map((r) => r.gateway_message_id));
}

const CHANGE_DELIVERIES_SQL = preparedStatement(`WITH changed AS (
       UPDATE messages m SET status = v.status, delivery_status = v.name, delivery_error = left(v.error, 255),
         delivered_at = CASE WHEN v.status = 'DELIVERED' THEN coalesce(v.done_at, now()) ELSE m.delivered_at END, updated_at = now()
       FROM unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::text[], $6::timestamptz[])
         AS v(gateway_id, name, status, rank, error, done_at)
       WHERE m.gateway_message_id = v.gateway_id AND v.rank > ${CURRENT_RANK_SQL}
         AND ($7::int IS NULL OR m.tenant_id = $7)
       RETURNING m.*
     ), events AS (${messageStatusEventsOf('changed')})
     SELECT id, gateway_message_id FROM changed`);

interface ChangedDelivery {
  id: number;
  gateway_message_id: string;
}

async function changeDeliveries(
  sequelize: Sequelize,
  updates: DeliveryUpdate[],
  tenantId?: number,
  transaction?: Transaction,
): Promise<ChangedDelivery[]> {
  const list = strongestPerMessage(updates);
  if (list.length === 0) return [];
  // The change and its status webhooks are one statement: atomic in the caller's transaction or, without one, alone.
  return sequelize.query<ChangedDelivery>(CHANGE_DELIVERIES_SQL, {
    bind: [
      list.map((u) => u.gatewayMessageId),
      list.map((u) => u.name),
      list.map((u) => u.status),
      list.map((u) => u.rank),
      list.map((u) => u.error),
      list.map((u) => u.doneAt),
      tenantId ?? null,
    ],
    type: QueryTypes.SELECT,
    transaction,
  });
}

/** The gateway's final statuses (a refunded `failed`/`cancelled` is ours and never overridden). */
const GATEWAY_FINAL = "('DELIVERED', 'UNDELIVERABLE', 'EXPIRED', 'REJECTED')";

/**
 * The gateway ids among final `updates` whose message already holds a DIFFERENT final gateway status: the first
 * final status won, so these would be ignored. Only the gateway's own report may settle such a conflict. `applied`:
 * gateway ids whose message these very updates just changed (applyDeliveryUpdatesByGatewayId): each holds its
 * update's status, so only the others are read (a callback that changed its message costs no read).
 */
export async function conflictingFinalReports(
  sequelize: Sequelize,
  updates: DeliveryUpdate[],
  applied: ReadonlySet<string> = new Set(),
): Promise<string[]> {
  const finals = strongestPerMessage(updates).filter((u) => u.rank === 3 && !applied.has(u.gatewayMessageId));
  if (finals.length === 0) return [];
  const rows = await sequelize.query<{ gateway_message_id: string }>(
    `SELECT m.gateway_message_id FROM messages m
     JOIN unnest($1::text[], $2::text[]) AS v(gateway_id, name) ON m.gateway_message_id = v.gateway_id
     WHERE m.status IN ${GATEWAY_FINAL} AND m.delivery_status IS DISTINCT FROM v.name`,
    { bind: [finals.map((u) => u.gatewayMessageId), finals.map((u) => u.name)], type: QueryTypes.SELECT },
  );
  return rows.map((r) => r.gateway_message_id);
}

/** Replaces a message's final gateway status with the gateway's own report (see conflictingFinalReports). */
export async function overrideFinalStatus(sequelize: Sequelize, update: DeliveryUpdate): Promise<boolean> {
  return sequelize.transaction(async (transaction) => {
    const rows = await sequelize.query<{ id: number }>(
      `UPDATE messages SET status = $2::text, delivery_status = $3::text, delivery_error = left($4::text, 255), updated_at = now(),
         delivered_at = CASE WHEN $2::text = 'DELIVERED' THEN coalesce($5::timestamptz, now()) ELSE NULL END
       WHERE gateway_message_id = $1 AND status IN ${GATEWAY_FINAL} AND delivery_status IS DISTINCT FROM $3::text RETURNING id`,
      {
        bind: [update.gatewayMessageId, update.status, update.name, update.error, update.doneAt],
        type: QueryTypes.SELECT,
        transaction,
      },
    );
    await emitMessageStatusEvents(
      sequelize,
      transaction,
      rows.map((r) => r.id),
    );
    return rows.length > 0;
  });
}
