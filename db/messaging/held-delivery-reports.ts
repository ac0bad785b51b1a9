/**
 * Delivery reports that name a gateway id no message carries yet (see the early-delivery-reports migration).
 *
 * Why no report is lost: the webhook holds a report (if no message carries its id) BEFORE applying it, and the
 * submission releases held reports AFTER committing the ids. If the webhook's apply ran before the ids were
 * committed, its hold was committed before them too, so the release that follows the commit finds it.
 */
import { QueryTypes, type Sequelize } from 'sequelize';
import { missingRow } from '../missing-row';
import type { DeliveryUpdate } from '../../domain/messaging/sms-status';
import { applyDeliveryUpdates } from './delivery-updates';
import { preparedStatement } from '../prepared-statements';

/** A real report waits seconds for its id; older held reports are dropped (the pending-reports reconciler covers them). */
const HELD_FOR = "interval '1 hour'";
/** At most this many reports held per source at a time: a flood of made-up ids fills no table. */
export const MAX_HELD_PER_SOURCE = 10_000;

const HOLD_UNMATCHED_SQL = preparedStatement(`WITH room AS (
       SELECT greatest(0, $8::int - count(*))::int AS n FROM held_delivery_reports WHERE source = $7
     ), held AS (
       INSERT INTO held_delivery_reports (gateway_message_id, name, status, rank, error, done_at, source)
       SELECT DISTINCT ON (v.gateway_id) v.gateway_id, v.name, v.status, v.rank, left(v.error, 255), v.done_at, left($7, 64)
       FROM unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::text[], $6::timestamptz[]) WITH ORDINALITY
         AS v(gateway_id, name, status, rank, error, done_at, ord)
       WHERE v.ord <= (SELECT n FROM room)
         AND NOT EXISTS (SELECT 1 FROM messages m WHERE m.gateway_message_id = v.gateway_id)
       ORDER BY v.gateway_id, v.rank DESC
       ON CONFLICT (gateway_message_id) DO UPDATE SET name = excluded.name, status = excluded.status,
         rank = excluded.rank, error = excluded.error, done_at = excluded.done_at
       WHERE excluded.rank > held_delivery_reports.rank
     )
     SELECT n AS room FROM room`);

/**
 * Holds the updates whose gateway id matches no message (a held id keeps its highest-ranked report), unless their
 * source already holds MAX_HELD_PER_SOURCE reports: only the first updates that fit are held. One statement (a
 * delivery callback's hold costs one round trip). Returns how many could not be held.
 */
export async function holdUnmatchedReports(
  sequelize: Sequelize,
  updates: DeliveryUpdate[],
  source = 'gateway',
): Promise<number> {
  if (updates.length === 0) return 0;
  const [{ room } = missingRow('the held reports room')] = await sequelize.query<{ room: number }>(HOLD_UNMATCHED_SQL, {
    bind: [
      updates.map((u) => u.gatewayMessageId),
      updates.map((u) => u.name),
      updates.map((u) => u.status),
      updates.map((u) => u.rank),
      updates.map((u) => u.error),
      updates.map((u) => u.doneAt),
      source,
      MAX_HELD_PER_SOURCE,
    ],
    type: QueryTypes.SELECT,
  });
  return Math.max(0, updates.length - room);
}

/**
 * Applies and forgets the held reports of gateway ids just written to messages; purges stale ones. Nearly every
 * submission finds none held, so one read decides first. A hold committed after that read is no loss: its webhook
 * applies the report after holding it, and by then sees the ids committed before the read.
 */
const ANY_HELD_SQL = preparedStatement(
  'SELECT 1 FROM held_delivery_reports WHERE gateway_message_id = ANY($1::text[]) LIMIT 1',
);

export async function releaseHeldReports(sequelize: Sequelize, gatewayIds: string[]): Promise<number[]> {
  if (gatewayIds.length === 0) return [];
  const [anyHeld] = await sequelize.query(ANY_HELD_SQL, { bind: [gatewayIds], type: QueryTypes.SELECT });
  if (!anyHeld) return [];
  return sequelize.transaction(async (transaction) => {
    const held = await sequelize.query<{
      gateway_message_id: string;
      name: string;
      status: string;
      rank: 1 | 2 | 3;
      error: string | null;
      done_at: Date | null;
    }>(
      `DELETE FROM held_delivery_reports WHERE gateway_message_id = ANY($1::text[]) OR received_at < now() - ${HELD_FOR}
       RETURNING gateway_message_id, name, status, rank, error, done_at`,
      { bind: [gatewayIds], type: QueryTypes.SELECT, transaction },
    );
    const wanted = new Set(gatewayIds);
    const updates: DeliveryUpdate[] = held
      .filter((h) => wanted.has(h.gateway_message_id))
      .map((h) => ({
        gatewayMessageId: h.gateway_message_id,
        name: h.name,
        status: h.status,
        rank: h.rank,
        error: h.error,
        doneAt: h.done_at,
      }));
    return applyDeliveryUpdates(sequelize, updates, undefined, transaction);
  });
}

/** Takes reports read from the gateway itself (listings): held when their id is not stored yet, applied otherwise. */
export async function ingestDeliveryUpdates(sequelize: Sequelize, updates: DeliveryUpdate[]): Promise<number[]> {
  await holdUnmatchedReports(sequelize, updates);
  return applyDeliveryUpdates(sequelize, updates);
}

/** Drops held reports older than HELD_FOR (run with every reconciliation, whether or not submissions happen). */
export async function purgeStaleHeldReports(sequelize: Sequelize): Promise<void> {
  await sequelize.query(`DELETE FROM held_delivery_reports WHERE received_at < now() - ${HELD_FOR}`);
}
