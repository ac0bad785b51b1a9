import type { DeliveryRecord } from '../../../db/webhooks/deliveries';

/**
 * One event sent (or being sent) to an endpoint: its Standard Webhooks id, status, the attempts with their HTTP status
 * (or the error when there was no answer), and when it is tried next while pending.
 */
export const presentDelivery = (d: DeliveryRecord) => ({
  id: d.id,
  webhook_id: d.webhook_id,
  type: d.type,
  status: d.status,
  attempt_count: d.attempt_count,
  last_response_status: d.last_response_status,
  next_attempt_at: d.next_attempt_at,
  delivered_at: d.delivered_at,
  occurred_at: d.occurred_at,
  created_at: d.created_at,
  data: d.data,
  attempts: d.attempts,
});
