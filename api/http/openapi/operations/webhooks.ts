import type { Operation } from '../operation';
import { DataOf, MessageOnly, Paginated } from '../response-schema';
import {
  TestEventQueuedSchema,
  WebhookEndpointSchema,
  WebhookEndpointWithSecretSchema,
} from '../../../webhooks/presenters/endpoint';
import { WebhookDeliverySchema } from '../../../webhooks/presenters/delivery';
import {
  createWebhookEndpointSchema,
  listDeliveriesQuery,
  listWebhookEndpointsQuery,
  updateWebhookEndpointSchema,
} from '../../../webhooks/schemas';

const tag = 'Webhook endpoints';
/**
 * Signed webhooks to the organization's own app (Standard Webhooks: webhook-id, webhook-timestamp, webhook-signature
 * v1,<base64 HMAC-SHA256>), at least once, retried with exponential backoff for 3 days. Role admin only.
 */
export const webhookOperations: Operation[] = [
  {
    method: 'get',
    path: '/webhook-endpoints',
    tag,
    summary: "The organization's webhook endpoints, newest first (role admin only); never their secrets",
    query: listWebhookEndpointsQuery,
    success: { status: 200, description: 'A page of webhook endpoints', schema: Paginated(WebhookEndpointSchema) },
    errors: [403, 422],
  },
  {
    method: 'post',
    path: '/webhook-endpoints',
    tag,
    summary:
      'Add an endpoint for some events (message.status, chat.status, batch.completed, purchase.approved, invitee.rsvp, event.payment, balance.low); the answer holds its signing secret (whsec_…), shown only this once. The URL must be https on a public address (checked again at every delivery); at most 10 endpoints (role admin only)',
    body: createWebhookEndpointSchema,
    success: {
      status: 201,
      description: 'The new endpoint and its signing secret',
      schema: DataOf(WebhookEndpointWithSecretSchema),
    },
    errors: [403, 422],
  },
  {
    method: 'get',
    path: '/webhook-endpoints/{webhook_endpoint_id}',
    tag,
    summary: 'One webhook endpoint with its health (role admin only)',
    success: { status: 200, description: 'The endpoint', schema: DataOf(WebhookEndpointSchema) },
    errors: [403, 404],
  },
  {
    method: 'patch',
    path: '/webhook-endpoints/{webhook_endpoint_id}',
    tag,
    summary:
      'Change an endpoint: url (checked as at creation), events, description, enabled. Disabling fails its pending deliveries and it gets no new ones; enabling a disabled endpoint clears its failing state. {} answers it unchanged (role admin only)',
    body: updateWebhookEndpointSchema,
    success: { status: 200, description: 'The endpoint', schema: DataOf(WebhookEndpointSchema) },
    errors: [403, 404, 422],
  },
  {
    method: 'post',
    path: '/webhook-endpoints/{webhook_endpoint_id}/rotate-secret',
    tag,
    summary:
      'A new signing secret (whsec_…), shown only in this answer; for 24 hours the previous one keeps signing beside it (webhook-signature carries both, the new first), then only the new one (role admin only)',
    success: {
      status: 200,
      description: 'The endpoint and its new signing secret',
      schema: DataOf(WebhookEndpointWithSecretSchema),
    },
    errors: [403, 404],
  },
  {
    method: 'delete',
    path: '/webhook-endpoints/{webhook_endpoint_id}',
    tag,
    summary: 'Delete an endpoint with its undelivered events and delivery history (role admin only)',
    success: { status: 200, description: 'The endpoint is deleted', schema: MessageOnly },
    errors: [403, 404],
  },
  {
    method: 'post',
    path: '/webhook-endpoints/{webhook_endpoint_id}/test',
    tag,
    summary:
      'Send the endpoint a signed webhook.test event now, delivered and retried like any event (role admin only); 422 when the endpoint is disabled',
    success: { status: 202, description: 'The test event is queued', schema: TestEventQueuedSchema },
    errors: [403, 404, 422],
  },
  {
    method: 'get',
    path: '/webhook-endpoints/{webhook_endpoint_id}/deliveries',
    tag,
    summary:
      'The events sent to the endpoint, newest first, each with every attempt (HTTP status or error, duration), attempt count and next retry; filters status (pending|delivered|failed) and type (role admin only)',
    query: listDeliveriesQuery,
    success: { status: 200, description: 'A page of deliveries', schema: Paginated(WebhookDeliverySchema) },
    errors: [403, 404, 422],
  },
  {
    method: 'post',
    path: '/webhook-endpoints/{webhook_endpoint_id}/deliveries/{delivery_id}/redeliver',
    tag,
    summary:
      'Send a delivered, failed or pending delivery again now as a new attempt of the same delivery: the same body and webhook-id (receivers deduplicate on it), retried like any event (role admin only); 422 when the endpoint is disabled',
    success: { status: 202, description: 'The delivery, pending again', schema: DataOf(WebhookDeliverySchema) },
    errors: [403, 404, 422],
  },
];
