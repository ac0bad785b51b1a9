/**
 * Managing a tenant's webhook endpoints (tenant admins): create one with its signing secret (returned once, kept
 * sealed), and send it a `webhook.test` event now. Listing and deleting are plain tenant-scoped data operations
 * (db/webhooks/endpoints.ts).
 */
import type { Sequelize } from 'sequelize';
import type { AppConfig } from '../../infra/config';
import { formatTimestamp } from '../../infra/timestamps';
import {
  deleteEndpoint,
  findEndpoint,
  insertEndpoint,
  insertTestEvent,
  type WebhookEndpointRecord,
} from '../../db/webhooks/endpoints';
import { generateWebhookSecret } from '../../domain/webhooks/signing';
import { webhookSecretBox } from './secrets';
import { assertDeliverableUrl } from './url-policy';
import { WebhookEndpointDisabledError, WebhookEndpointNotFoundError } from '../../domain/webhooks/errors';
import type { WebhookEventType } from '../../domain/webhooks/event-types';

export interface WebhookDeps {
  sequelize: Sequelize;
  config: AppConfig;
}

export interface NewWebhookEndpoint {
  tenantId: number;
  userId: number;
  url: string;
  events: WebhookEventType[];
  description: string | null;
}

/** Creates an endpoint; the secret in the answer is the only time it leaves the service. */
export async function createWebhookEndpoint(
  deps: WebhookDeps,
  input: NewWebhookEndpoint,
): Promise<{ endpoint: WebhookEndpointRecord; secret: string }> {
  const url = await assertDeliverableUrl(deps.config.webhooks, input.url);
  const secret = generateWebhookSecret();
  const endpoint = await insertEndpoint(deps.sequelize, {
    tenantId: input.tenantId,
    userId: input.userId,
    url,
    description: input.description,
    events: [...new Set(input.events)],
    secretCiphertext: webhookSecretBox(deps.config.webhooks).seal(secret),
  });
  return { endpoint, secret };
}

/** Deletes the tenant's endpoint (404 when it has no such endpoint). */
export async function deleteWebhookEndpoint(deps: WebhookDeps, tenantId: number, endpointId: number): Promise<void> {
  if (!(await deleteEndpoint(deps.sequelize, tenantId, endpointId))) throw new WebhookEndpointNotFoundError();
}

/** Queues a `webhook.test` event for the endpoint, delivered at once like any event; returns its webhook id. */
export async function sendTestEvent(
  deps: WebhookDeps,
  tenantId: number,
  endpointId: number,
): Promise<{ webhookId: string }> {
  const endpoint = await findEndpoint(deps.sequelize, tenantId, endpointId);
  if (!endpoint) throw new WebhookEndpointNotFoundError();
  const event = await insertTestEvent(deps.sequelize, tenantId, endpointId, {
    endpoint_id: endpointId,
    sent_at: formatTimestamp(new Date()),
  });
  if (!event) throw new WebhookEndpointDisabledError();
  return { webhookId: event.webhook_id };
}
