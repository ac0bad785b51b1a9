import type { WebhookEndpointRecord } from '../../../db/webhooks/endpoints';

/** A webhook endpoint as its tenant sees it; the signing secret only in the creation answer (presentCreatedEndpoint). */
export const presentWebhookEndpoint = (e: WebhookEndpointRecord) => ({
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
export const presentCreatedEndpoint = (e: WebhookEndpointRecord, secret: string) => ({
  ...presentWebhookEndpoint(e),
  secret,
});
