/**
 * Managing a tenant's webhook endpoints (tenant admins): create one with its signing secret (returned once, kept
 * sealed), change it, rotate its secret, send it a `webhook.test` event now, and send one of its deliveries again.
 * Listing and deleting are plain tenant-scoped data operations (db/webhooks/endpoints.ts).
 */
import type { Client } from '@temporalio/client';
import type { Sequelize } from 'sequelize';
import type { AppConfig } from '../../infra/config';
import { formatTimestamp } from '../../infra/timestamps';
import {
  deleteEndpoint,
  findEndpoint,
  insertEndpoint,
  insertTestEvent,
  rotateEndpointSecret,
  updateEndpoint,
  type WebhookEndpointRecord,
} from '../../db/webhooks/endpoints';
import { deliveryExists, requeueDelivery, type DeliveryRecord } from '../../db/webhooks/deliveries';
import { wakeWebhookEndpoint } from './delivery-workflow';
import { generateWebhookSecret } from '../../domain/webhooks/signing';
import { webhookSecretBox } from './secrets';
import { assertDeliverableUrl } from './url-policy';
import {
  WebhookDeliveryNotFoundError,
  WebhookEndpointDisabledError,
  WebhookEndpointNotFoundError,
} from '../../domain/webhooks/errors';
import type { TEST_EVENT_TYPE, WebhookEventType } from '../../domain/webhooks/event-types';
import type { WebhookData } from '../../domain/webhooks/payloads';

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
    sent_at: formatTimestamp(new Date())!,
  } satisfies WebhookData<typeof TEST_EVENT_TYPE>);
  if (!event) throw new WebhookEndpointDisabledError();
  return { webhookId: event.webhook_id };
}

/** How long the secret a rotation replaced keeps signing beside the new one (Standard Webhooks' rotation overlap). */
export const PREVIOUS_SECRET_OVERLAP_MS = 24 * 3600_000;

export interface WebhookEndpointChanges {
  url?: string;
  description?: string | null;
  events?: WebhookEventType[];
  enabled?: boolean;
}

/**
 * Changes the tenant's endpoint (only the fields given; none answers it unchanged). A new URL passes the creation
 * checks (url-policy.ts). Enabling a disabled endpoint starts it afresh (no failing streak); disabling it fails its
 * pending events and nothing new is emitted to it (db/webhooks/endpoints.ts updateEndpoint).
 */
export async function updateWebhookEndpoint(
  deps: WebhookDeps,
  tenantId: number,
  endpointId: number,
  changes: WebhookEndpointChanges,
): Promise<WebhookEndpointRecord> {
  // Another tenant's id is a 404 whatever the body holds (its URL is not even looked up).
  const current = await findEndpoint(deps.sequelize, tenantId, endpointId);
  if (!current) throw new WebhookEndpointNotFoundError();
  if (Object.values(changes).every((value) => value === undefined)) return current;
  const url = changes.url === undefined ? undefined : await assertDeliverableUrl(deps.config.webhooks, changes.url);
  const events = changes.events === undefined ? undefined : [...new Set(changes.events)];
  const endpoint = await updateEndpoint(deps.sequelize, tenantId, endpointId, { ...changes, url, events });
  if (!endpoint) throw new WebhookEndpointNotFoundError();
  return endpoint;
}

/**
 * A new signing secret for the endpoint, returned this once like at creation; the one it replaces keeps signing
 * beside it for PREVIOUS_SECRET_OVERLAP_MS, so the tenant's app can switch without refusing a delivery.
 */
export async function rotateWebhookSecret(
  deps: WebhookDeps,
  tenantId: number,
  endpointId: number,
): Promise<{ endpoint: WebhookEndpointRecord; secret: string }> {
  const secret = generateWebhookSecret();
  const sealed = webhookSecretBox(deps.config.webhooks).seal(secret);
  const endpoint = await rotateEndpointSecret(deps.sequelize, tenantId, endpointId, sealed, PREVIOUS_SECRET_OVERLAP_MS);
  if (!endpoint) throw new WebhookEndpointNotFoundError();
  return { endpoint, secret };
}

/**
 * Sends one of the endpoint's deliveries again, delivered or failed (or, if still pending, now): the same event, so
 * the same `webhook-id` a receiver deduplicates on, as a new attempt. The endpoint's workflow is woken at once (the
 * outbox poll only sees new events).
 */
export async function redeliverWebhook(
  deps: WebhookDeps & { temporal: Client },
  tenantId: number,
  endpointId: number,
  deliveryId: number,
): Promise<DeliveryRecord> {
  const endpoint = await findEndpoint(deps.sequelize, tenantId, endpointId);
  if (!endpoint) throw new WebhookEndpointNotFoundError();
  if (!(await deliveryExists(deps.sequelize, tenantId, endpointId, deliveryId)))
    throw new WebhookDeliveryNotFoundError();
  const delivery = await requeueDelivery(deps.sequelize, tenantId, endpointId, deliveryId);
  if (!delivery) throw new WebhookEndpointDisabledError();
  await wakeWebhookEndpoint({ temporal: deps.temporal, taskQueue: deps.config.taskQueue }, { endpointId, tenantId });
  return delivery;
}
