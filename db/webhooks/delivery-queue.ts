/**
 * The delivery side of the outbox: an endpoint's due events in order, the outcome of a round of attempts (written in
 * one transaction), the endpoint's health, and which endpoints have work the wake-ups should look at.
 */
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { sqlTimestamp } from '../sql-timestamp';
import { rowsByIds } from '../rows-by-ids';

export interface DeliveryEndpoint {
  id: number;
  tenantId: number;
  url: string;
  secretCiphertext: string;
  /** The secret a rotation replaced, while it still signs beside the new one (null once expired). */
  previousSecretCiphertext: string | null;
  status: 'enabled' | 'disabled';
  /** Set while the endpoint is down: nothing is tried before it (epoch ms). */
  pausedUntil: number | null;
  consecutiveFailures: number;
  failing: boolean;
}

export async function loadDeliveryEndpoint(sequelize: Sequelize, endpointId: number): Promise<DeliveryEndpoint | null> {
  const [row] = await sequelize.query<DeliveryEndpoint>(
    `SELECT id, tenant_id AS "tenantId", url, secret_ciphertext AS "secretCiphertext",
       CASE WHEN previous_secret_expires_at > now() THEN previous_secret_ciphertext END AS "previousSecretCiphertext", status,
       CASE WHEN paused_until > now() THEN (extract(epoch FROM paused_until) * 1000)::bigint END AS "pausedUntil",
       consecutive_failures AS "consecutiveFailures", failing_since IS NOT NULL AS failing
     FROM webhook_endpoints WHERE id = $1`,
    { bind: [endpointId], type: QueryTypes.SELECT },
  );
  return row ?? null;
}

export interface DueEvent {
  id: number;
  webhookId: string;
  /** The Standard Webhooks body `{type, timestamp, data}`, byte-identical on every attempt. */
  body: string;
  /** Failed attempts so far. */
  attempts: number;
}

/** The endpoint's pending events that are due, oldest first. */
export async function dueEvents(sequelize: Sequelize, endpointId: number, limit: number): Promise<DueEvent[]> {
  return sequelize.query<DueEvent>(
    `SELECT id, webhook_id AS "webhookId", attempts,
       json_build_object('type', event_type, 'timestamp', ${sqlTimestamp('occurred_at')}, 'data', payload)::text AS body
     FROM webhook_events WHERE endpoint_id = $1 AND status = 'pending' AND next_attempt_at <= now()
     ORDER BY next_attempt_at, id LIMIT $2`,
    { bind: [endpointId, limit], type: QueryTypes.SELECT },
  );
}

/** When the endpoint's next pending event is due (epoch ms), or null when nothing is pending. */
export async function nextDueAt(sequelize: Sequelize, endpointId: number): Promise<number | null> {
  const [row] = await sequelize.query<{ at: number | null }>(
    `SELECT (extract(epoch FROM min(next_attempt_at)) * 1000)::bigint AS at FROM webhook_events WHERE endpoint_id = $1 AND status = 'pending'`,
    { bind: [endpointId], type: QueryTypes.SELECT },
  );
  return row?.at ?? null;
}

export interface AttemptOutcome {
  eventId: number;
  attemptedAt: Date;
  responseStatus: number | null;
  error: string | null;
  durationMs: number;
  ok: boolean;
  /** After a failure: when to try this event again (ms from now). */
  retryInMs: number;
}

/**
 * Records every attempt of a round and moves its events on: delivered, due again after their backoff, or `failed`
 * once the horizon has passed since their first attempt. Only still-pending events change, so a retried round
 * records nothing twice over a final state. Counted from the first attempt, as the endpoint's failing streak is
 * (markEndpointFailing): an endpoint that failed every attempt at an event for its whole retry period is disabled in
 * the round that fails the event, even when no other event is left to try.
 */
export async function recordAttempts(
  sequelize: Sequelize,
  tx: Transaction,
  outcomes: AttemptOutcome[],
  horizonMs: number,
): Promise<void> {
  const column = <K extends keyof AttemptOutcome>(key: K) => outcomes.map((o) => o[key]);
  await sequelize.query(
    `INSERT INTO webhook_attempts (event_id, attempted_at, response_status, error, duration_ms)
     SELECT * FROM unnest($1::bigint[], $2::timestamptz[], $3::smallint[], $4::text[], $5::int[])`,
    {
      bind: [column('eventId'), column('attemptedAt'), column('responseStatus'), column('error'), column('durationMs')],
      transaction: tx,
    },
  );
  await sequelize.query(
    `UPDATE webhook_events w SET attempts = w.attempts + 1, last_attempt_at = v.attempted_at, last_response_status = v.response_status,
       status = CASE WHEN v.ok THEN 'delivered'
         WHEN (SELECT min(a.attempted_at) FROM webhook_attempts a WHERE a.event_id = w.id) <= now() - $6 * interval '1 millisecond' THEN 'failed'
         ELSE 'pending' END,
       delivered_at = CASE WHEN v.ok THEN v.attempted_at END,
       next_attempt_at = CASE WHEN v.ok THEN w.next_attempt_at ELSE now() + v.retry_in * interval '1 millisecond' END
     FROM unnest($1::bigint[], $2::boolean[], $3::timestamptz[], $4::smallint[], $5::bigint[]) AS v(id, ok, attempted_at, response_status, retry_in)
     WHERE ${rowsByIds('w', '$1::bigint[]', "w.status = 'pending'")}`,
    {
      bind: [
        column('eventId'),
        column('ok'),
        column('attemptedAt'),
        column('responseStatus'),
        column('retryInMs'),
        horizonMs,
      ],
      transaction: tx,
    },
  );
}

/** A round with at least one success: the endpoint is up again (only written when it was marked failing). */
export async function markEndpointHealthy(sequelize: Sequelize, tx: Transaction, endpointId: number): Promise<void> {
  await sequelize.query(
    `UPDATE webhook_endpoints SET failing_since = NULL, consecutive_failures = 0, paused_until = NULL, updated_at = now()
     WHERE id = $1 AND (failing_since IS NOT NULL OR consecutive_failures > 0)`,
    { bind: [endpointId], transaction: tx },
  );
}

/**
 * A round in which every attempt failed (the first of them at `failedFrom`): the endpoint is paused for `pauseMs`, or
 * disabled (with its pending events failed) once it has been failing for `horizonMs`. Returns whether this call
 * disabled it. The streak starts at the first failed attempt, on the same clock as the events' attempts.
 */
export async function markEndpointFailing(
  sequelize: Sequelize,
  tx: Transaction,
  endpointId: number,
  pauseMs: number,
  horizonMs: number,
  failedFrom: Date,
): Promise<boolean> {
  const [row] = await sequelize.query<{ disabled: boolean }>(
    `UPDATE webhook_endpoints SET failing_since = coalesce(failing_since, $4::timestamptz), consecutive_failures = consecutive_failures + 1,
       paused_until = now() + $2 * interval '1 millisecond', updated_at = now(),
       status = CASE WHEN failing_since <= now() - $3 * interval '1 millisecond' THEN 'disabled' ELSE status END,
       disabled_at = CASE WHEN failing_since <= now() - $3 * interval '1 millisecond' THEN now() END,
       disabled_reason = CASE WHEN failing_since <= now() - $3 * interval '1 millisecond' THEN 'Every delivery failed from ' || ${sqlTimestamp('failing_since')} || ' for the whole retry period.' END
     WHERE id = $1 AND status = 'enabled'
     RETURNING status = 'disabled' AS disabled`,
    { bind: [endpointId, pauseMs, horizonMs, failedFrom], type: QueryTypes.SELECT, transaction: tx },
  );
  if (!row?.disabled) return false;
  await sequelize.query(`UPDATE webhook_events SET status = 'failed' WHERE endpoint_id = $1 AND status = 'pending'`, {
    bind: [endpointId],
    transaction: tx,
  });
  return true;
}

/** Drops delivered and failed events (with their attempts) older than the retention, at most `limit` per call. */
export async function purgeOldEvents(
  sequelize: Sequelize,
  endpointId: number,
  retentionDays: number,
  limit: number,
): Promise<void> {
  await sequelize.query(
    `DELETE FROM webhook_events WHERE id IN (
       SELECT id FROM webhook_events WHERE endpoint_id = $1 AND status <> 'pending' AND created_at < now() - $2 * interval '1 day' LIMIT $3)`,
    { bind: [endpointId, retentionDays, limit] },
  );
}

/**
 * Enabled endpoints with pending events the wake-ups should wake: all of them (`overdueOnly` false: after (re)connecting
 * to the notifications), or only those whose workflow should already have delivered something a minute ago.
 */
export async function endpointsWithWork(
  sequelize: Sequelize,
  overdueOnly: boolean,
): Promise<Array<{ endpointId: number; tenantId: number }>> {
  const lag = overdueOnly ? "interval '1 minute'" : "interval '0'";
  return sequelize.query<{ endpointId: number; tenantId: number }>(
    `SELECT e.id AS "endpointId", e.tenant_id AS "tenantId" FROM webhook_endpoints e
     WHERE e.status = 'enabled' AND (e.paused_until IS NULL OR e.paused_until < now() - ${lag})
       AND EXISTS (SELECT 1 FROM webhook_events w WHERE w.endpoint_id = e.id AND w.status = 'pending' AND w.next_attempt_at < now() - ${lag})`,
    { type: QueryTypes.SELECT },
  );
}
