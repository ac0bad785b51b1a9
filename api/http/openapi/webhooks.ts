import { Type, type TSchema } from '@sinclair/typebox';
import { TEST_EVENT_TYPE, WEBHOOK_EVENT_TYPES } from '../../../domain/webhooks/event-types';
import { WEBHOOK_PAYLOADS } from '../../../domain/webhooks/payloads';
import { Timestamp } from './response-schema';
import type { SchemaComponents } from './components';

type DocumentedEventType = keyof typeof WEBHOOK_PAYLOADS;

/** What each event says, for /docs (the lists of domain/webhooks/event-types.ts and docs/api-behaviour.md). */
const SUMMARIES: Record<DocumentedEventType, string> = {
  'message.status':
    "An SMS changed status: submitted (the gateway's PENDING_*), delivered or not (its report), failed, cancelled",
  'chat.status': 'A chat message changed status (the same data as message.status, channel chat)',
  'batch.completed': 'A batch ended (completed, cancelled or failed), with its messages counted per status',
  'purchase.approved':
    'A credit purchase was approved (a manual top-up by a platform admin, an online payment settled)',
  'invitee.rsvp': "An invitee confirmed or declined on the event's public page",
  'event.payment': 'An event payment was recorded, changed, deleted or reversed (cash, bank, or paid online)',
  'balance.low': "A wallet fell below the organization's low-balance threshold",
  [TEST_EVENT_TYPE]: 'Sent by POST /webhook-endpoints/{id}/test to that endpoint only, whatever it subscribed to',
};

/** `message.status` → `MessageStatusWebhook`, `webhook.test` → `WebhookTestWebhook`: the body's component name. */
const componentName = (type: string): string =>
  `${type
    .split(/[._]/)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('')}Webhook`;

/** The Standard Webhooks body of an event of `type`: `{type, timestamp, data}`. */
export const webhookBodySchema = (type: DocumentedEventType): TSchema =>
  Type.Object(
    {
      type: Type.Literal(type),
      timestamp: { ...Timestamp, description: 'When the change happened' },
      data: WEBHOOK_PAYLOADS[type],
    },
    { $id: componentName(type), additionalProperties: false, description: SUMMARIES[type] },
  );

/** The signature headers of every attempt (Standard Webhooks; domain/webhooks/signing.ts). */
const SIGNATURE_HEADERS = [
  {
    name: 'webhook-id',
    description: "The event's id, the same on every retry: deduplicate on it",
    schema: { type: 'string', examples: ['msg_2hKx3Lq9VwYb7JkTnC5pRz8dEf1'] },
  },
  {
    name: 'webhook-timestamp',
    description: 'When this attempt was signed, in Unix seconds: refuse one too far from now (replays)',
    schema: { type: 'string', pattern: '^[0-9]+$', examples: ['1795424102'] },
  },
  {
    name: 'webhook-signature',
    description:
      'Space-separated `v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">`, keyed by the ' +
      "endpoint's secret (the base64 after `whsec_`); for 24 hours after a rotation also by the previous secret. " +
      'Verify with a Standard Webhooks library: `new Webhook(secret).verify(body, headers)`',
    schema: { type: 'string', examples: ['v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4='] },
  },
].map((header) => ({ ...header, in: 'header', required: true }));

/** One event's description: the POST our platform makes to the endpoint, and the answer it expects. */
function describeWebhook(type: DocumentedEventType, components: SchemaComponents) {
  return {
    post: {
      operationId: `webhook${componentName(type).replace(/Webhook$/, '')}`,
      tags: ['Webhook events'],
      summary: SUMMARIES[type],
      description:
        'POSTed to every enabled endpoint of the organization subscribed to the type, at least once, signed; order is ' +
        'not guaranteed (retries overtake).',
      security: [],
      parameters: SIGNATURE_HEADERS,
      requestBody: {
        required: true,
        content: { 'application/json': { schema: components.reference(webhookBodySchema(type)) } },
      },
      responses: {
        '2XX': {
          description:
            'Any 2xx within 10 s acknowledges the event (the body is ignored); anything else, a redirect or no ' +
            'answer is a failed attempt, retried with exponential backoff (5 s doubling, capped at 6 h) for 3 days',
        },
      },
    },
  };
}

/** The OpenAPI 3.1 `webhooks`: every event our platform POSTs to the organizations' endpoints, by type. */
export function describeWebhooks(components: SchemaComponents): Record<string, unknown> {
  const types: DocumentedEventType[] = [...WEBHOOK_EVENT_TYPES, TEST_EVENT_TYPE];
  return Object.fromEntries(types.map((type) => [type, describeWebhook(type, components)]));
}
