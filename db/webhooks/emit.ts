/**
 * Emitting webhook events: one INSERT into the outbox (`webhook_events`, one row per enabled endpoint of the tenant
 * subscribed to the type), always in the caller's transaction, so an event exists exactly when the change it reports
 * was committed. A tenant without endpoints costs one cheap statement. Nothing here starts, signals or NOTIFYs: the
 * worker's poller (use-cases/webhooks/wakeups.ts) sees the new ids and wakes the endpoint's delivery workflow.
 */
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { WebhookEventType } from '../../domain/webhooks/event-types';
import type { WebhookData } from '../../domain/webhooks/payloads';
import { sqlTimestamp } from '../sql-timestamp';

/**
 * Emits one event of `type` with `data` to the tenant's endpoints subscribed to it; `data` is the type's documented
 * payload (domain/webhooks/payloads.ts).
 */
export async function emitWebhookEvent<T extends WebhookEventType>(
  sequelize: Sequelize,
  tx: Transaction,
  event: { tenantId: number; type: T; data: WebhookData<T> },
): Promise<void> {
  await sequelize.query(
    `INSERT INTO webhook_events (tenant_id, endpoint_id, event_type, payload)
     SELECT e.tenant_id, e.id, $2::text, $3::jsonb FROM webhook_endpoints e
     WHERE e.tenant_id = $1 AND e.status = 'enabled' AND $2::text = ANY(e.events)`,
    { bind: [event.tenantId, event.type, JSON.stringify(event.data)], transaction: tx },
  );
}

/**
 * The INSERT of `message.status` / `chat.status` events for the messages matching `where` (alias `m`), as they stand
 * now, read from `source`: the messages table, or a WITH step that RETURNs message rows.
 */
const messageStatusInsert = (where: string, source = 'messages'): string => `
  INSERT INTO webhook_events (tenant_id, endpoint_id, event_type, payload, occurred_at)
  SELECT m.tenant_id, e.id, t.type, jsonb_build_object(
      'message_id', m.id, 'batch_id', m.batch_id, 'channel', m.channel, 'to', m.to_number, 'status', m.status,
      'delivery_status', m.delivery_status, 'error', m.delivery_error, 'gateway_message_id', m.gateway_message_id,
      'sent_at', ${sqlTimestamp('m.sent_at')}, 'delivered_at', ${sqlTimestamp('m.delivered_at')},
      'read_at', ${sqlTimestamp('m.read_at')}, 'error_code', m.error_code),
    m.updated_at
  FROM ${source} m
  CROSS JOIN LATERAL (SELECT CASE WHEN m.channel = 'chat' THEN 'chat.status' ELSE 'message.status' END AS type) t
  JOIN webhook_endpoints e ON e.tenant_id = m.tenant_id AND e.status = 'enabled' AND t.type = ANY(e.events)
  WHERE ${where}
  ORDER BY m.id`;

/**
 * `message.status` (SMS) or `chat.status` (chat) for each given message as its row stands now in `tx`, built in SQL so
 * a page of 500 status changes is one statement. Call it right after the statement that changed the statuses.
 */
export async function emitMessageStatusEvents(
  sequelize: Sequelize,
  tx: Transaction,
  messageIds: number[],
): Promise<void> {
  if (messageIds.length === 0) return;
  await sequelize.query(messageStatusInsert('m.id = ANY($1::bigint[])'), { bind: [messageIds], transaction: tx });
}

/**
 * The same events as one more step of a statement that changes statuses: for the rows its WITH step `changed` returns
 * (`RETURNING m.*`, the rows as the statement leaves them, which it cannot read back from `messages`). The change and
 * its events are then one statement: atomic without a transaction of their own.
 */
export const messageStatusEventsOf = (changed: string): string => messageStatusInsert('true', changed);

/**
 * `invitee.rsvp` as one more step of a statement that changes invitees' answers: for the rows its WITH step `changed`
 * returns (`tenant_id, event_id, id, name, phone, status, previous_status`) whose status changed, with the type's
 * documented payload (domain/webhooks/payloads.ts). The answer and its event are then one statement.
 */
export const inviteeRsvpEventsOf = (changed: string): string => `
  INSERT INTO webhook_events (tenant_id, endpoint_id, event_type, payload)
  SELECT c.tenant_id, e.id, 'invitee.rsvp', jsonb_build_object('event_id', c.event_id, 'invitee_id', c.id,
      'name', c.name, 'phone', c.phone, 'status', c.status, 'previous_status', c.previous_status)
  FROM ${changed} c
  JOIN webhook_endpoints e ON e.tenant_id = c.tenant_id AND e.status = 'enabled' AND 'invitee.rsvp' = ANY(e.events)
  WHERE c.status <> c.previous_status`;

/**
 * The status events of a batch's messages that `tx` itself just ended with `status` and refunded (a cancel or failure
 * of a whole batch: `refunded_at` is the transaction's now()). Skipped without a subscribed endpoint, so a 100k-message
 * cancel of a tenant without webhooks reads nothing more.
 */
export async function emitEndedBatchMessages(
  sequelize: Sequelize,
  tx: Transaction,
  batchId: number,
  status: 'cancelled' | 'failed',
): Promise<void> {
  const [subscribed] = await sequelize.query(
    `SELECT 1 FROM send_batches b JOIN webhook_endpoints e ON e.tenant_id = b.tenant_id AND e.status = 'enabled'
     WHERE b.id = $1 AND e.events && ARRAY['message.status', 'chat.status'] LIMIT 1`,
    { bind: [batchId], type: QueryTypes.SELECT, transaction: tx },
  );
  if (!subscribed) return;
  await sequelize.query(messageStatusInsert('m.batch_id = $1 AND m.status = $2 AND m.refunded_at = now()'), {
    bind: [batchId, status],
    transaction: tx,
  });
}

/**
 * `batch.completed` for a batch that just ended (completed, cancelled or failed): its figures and its messages counted
 * per status (`submitting` counted as `queued`), plus `pending` recipients never turned into messages.
 */
export async function emitBatchCompleted(sequelize: Sequelize, tx: Transaction, batchId: number): Promise<void> {
  await sequelize.query(
    `INSERT INTO webhook_events (tenant_id, endpoint_id, event_type, payload)
     SELECT b.tenant_id, e.id, 'batch.completed', jsonb_build_object(
         'batch_id', b.id, 'kind', b.kind, 'channel', b.channel, 'status', b.status, 'total', b.total, 'credits', b.credits,
         'failure_reason', b.failure_reason, 'completed_at', ${sqlTimestamp('coalesce(b.completed_at, b.cancelled_at, now())')},
         'counts', c.counts)
     FROM send_batches b
     CROSS JOIN LATERAL (
       SELECT coalesce(jsonb_object_agg(s.status, s.n), '{}'::jsonb)
         || CASE WHEN b.total > b.materialized THEN jsonb_build_object('pending', b.total - b.materialized) ELSE '{}'::jsonb END AS counts
       FROM (SELECT CASE WHEN m.status = 'submitting' THEN 'queued' ELSE m.status END AS status, count(*) AS n
             FROM messages m WHERE m.batch_id = b.id GROUP BY 1) s
     ) c
     JOIN webhook_endpoints e ON e.tenant_id = b.tenant_id AND e.status = 'enabled' AND 'batch.completed' = ANY(e.events)
     WHERE b.id = $1`,
    { bind: [batchId], transaction: tx },
  );
}

/**
 * `event.payment` for one payment of an event: `action` says what happened to it. Call it after a record or an update,
 * and before a delete (the row must still be there).
 */
export async function emitEventPayment(
  sequelize: Sequelize,
  tx: Transaction,
  paymentId: number,
  action: 'recorded' | 'updated' | 'deleted' | 'reversed',
): Promise<void> {
  await sequelize.query(
    `INSERT INTO webhook_events (tenant_id, endpoint_id, event_type, payload)
     SELECT p.tenant_id, e.id, 'event.payment', jsonb_build_object(
         'action', $2::text, 'event_id', p.event_id, 'payment_id', p.id, 'amount', p.amount, 'payment_method', p.payment_method,
         'payment_date', p.payment_date, 'reference', p.reference, 'online', p.provider_confirmation_code IS NOT NULL,
         'invitee', jsonb_build_object('id', i.id, 'name', i.name, 'phone', i.phone, 'pledge_amount', i.pledge_amount,
           -- what the invitee has paid once this change is done (a deleted payment is still there when this runs)
           'paid_amount', (SELECT coalesce(sum(q.amount), 0) FROM event_payments q
                           WHERE q.event_invitee_id = i.id AND NOT ($2::text IN ('deleted', 'reversed') AND q.id = p.id))))
     FROM event_payments p
     JOIN event_invitees i ON i.id = p.event_invitee_id
     JOIN webhook_endpoints e ON e.tenant_id = p.tenant_id AND e.status = 'enabled' AND 'event.payment' = ANY(e.events)
     WHERE p.id = $1`,
    { bind: [paymentId, action], transaction: tx },
  );
}
