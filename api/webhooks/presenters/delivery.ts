import type { DeliveryRecord } from '../../../db/webhooks/deliveries';
import { TEST_EVENT_TYPE, WEBHOOK_EVENT_TYPES } from '../../../domain/webhooks/event-types';
import {
  Id,
  Nullable,
  NullableTimestamp,
  Resource,
  Timestamp,
  Type,
  type Static,
} from '../../http/openapi/response-schema';

const WebhookAttemptSchema = Type.Object(
  {
    attempted_at: Timestamp,
    response_status: Nullable(Type.Integer({ description: "The endpoint's HTTP status; null when it did not answer" })),
    error: Nullable(Type.String({ description: 'Why there was no answer (timeout, refused address, …)' })),
    duration_ms: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);

export const WebhookDeliverySchema = Resource(
  'WebhookDelivery',
  {
    id: Id,
    webhook_id: Type.String({ description: 'The `webhook-id` header of every attempt', examples: ['msg_2a7…'] }),
    type: Type.Unsafe<string>({ type: 'string', enum: [...WEBHOOK_EVENT_TYPES, TEST_EVENT_TYPE] }),
    status: Type.Union([Type.Literal('pending'), Type.Literal('delivered'), Type.Literal('failed')]),
    attempt_count: Type.Integer({ minimum: 0 }),
    last_response_status: Nullable(Type.Integer()),
    next_attempt_at: NullableTimestamp,
    delivered_at: NullableTimestamp,
    occurred_at: Timestamp,
    created_at: Timestamp,
    data: Type.Record(Type.String(), Type.Unknown(), {
      description: "The event's `data`, as sent (the document's `webhooks` describe it per type)",
    }),
    attempts: Type.Array(WebhookAttemptSchema),
  },
  'One event sent (or being sent) to a webhook endpoint, with every attempt',
);
export type WebhookDelivery = Static<typeof WebhookDeliverySchema>;

/**
 * One event sent (or being sent) to an endpoint: its Standard Webhooks id, status, the attempts with their HTTP status
 * (or the error when there was no answer), and when it is tried next while pending.
 */
export const presentDelivery = (d: DeliveryRecord): WebhookDelivery => ({
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
