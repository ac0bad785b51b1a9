import type { WebhookEndpointRecord } from '../../../db/webhooks/endpoints';
import { WEBHOOK_EVENT_TYPES } from '../../../domain/webhooks/event-types';
import {
  Id,
  Nullable,
  NullableTimestamp,
  Resource,
  Timestamp,
  Type,
  type Static,
} from '../../http/openapi/response-schema';

/** One event type an endpoint can subscribe to (domain/webhooks/event-types.ts). */
export const WebhookEventTypeSchema = Type.Unsafe<string>({
  $id: 'WebhookEventType',
  type: 'string',
  enum: [...WEBHOOK_EVENT_TYPES],
  description: 'An event type a webhook endpoint can subscribe to',
});

const endpointProperties = {
  id: Id,
  url: Type.String({ format: 'uri', examples: ['https://app.example.co.tz/webhooks/sms'] }),
  description: Nullable(Type.String()),
  events: Type.Array(WebhookEventTypeSchema),
  status: Type.Union([Type.Literal('enabled'), Type.Literal('disabled')]),
  failing_since: Nullable(Timestamp),
  disabled_at: NullableTimestamp,
  disabled_reason: Nullable(Type.String()),
  created_at: Timestamp,
  updated_at: Timestamp,
};

export const WebhookEndpointSchema = Resource(
  'WebhookEndpoint',
  endpointProperties,
  "An endpoint of the organization's app that receives signed events; never its secret",
);
export type WebhookEndpoint = Static<typeof WebhookEndpointSchema>;

export const WebhookEndpointWithSecretSchema = Resource(
  'WebhookEndpointWithSecret',
  {
    ...endpointProperties,
    secret: Type.String({ description: 'The signing secret, shown only in this answer', examples: ['whsec_…'] }),
  },
  'A webhook endpoint with its new signing secret, shown this once',
);
export type WebhookEndpointWithSecret = Static<typeof WebhookEndpointWithSecretSchema>;

/** A webhook endpoint as its tenant sees it; the signing secret only in the creation answer (presentCreatedEndpoint). */
export const presentWebhookEndpoint = (e: WebhookEndpointRecord): WebhookEndpoint => ({
  id: e.id,
  url: e.url,
  description: e.description,
  events: e.events,
  status: e.status,
  failing_since: e.failing_since,
  disabled_at: e.disabled_at,
  disabled_reason: e.disabled_reason,
  created_at: e.created_at,
  updated_at: e.updated_at,
});

/** The creation (and secret rotation) answer: the endpoint and its secret, shown this once. */
export const presentCreatedEndpoint = (e: WebhookEndpointRecord, secret: string): WebhookEndpointWithSecret => ({
  ...presentWebhookEndpoint(e),
  secret,
});

/** `{message, webhook_id}`: POST /webhook-endpoints/{id}/test queued its event. */
export const TestEventQueuedSchema = Type.Object(
  {
    message: Type.String(),
    webhook_id: Type.String({ description: 'The `webhook-id` the test event is sent with', examples: ['msg_2a7…'] }),
  },
  { additionalProperties: false },
);
