/**
 * The events a tenant's webhook endpoint can subscribe to. Each is delivered as the Standard Webhooks
 * body `{type, timestamp, data}`; `data` per type is documented in docs/api-behaviour.md (Webhooks to your app).
 */
export const WEBHOOK_EVENT_TYPES = [
  /** An SMS changed status: submitted (the gateway's PENDING_*), delivered or not (its report), failed, cancelled. */
  'message.status',
  /** A chat message changed status (same data as message.status, `channel: 'chat'`). */
  'chat.status',
  /** A batch ended (completed, cancelled or failed), with its messages counted per status. */
  'batch.completed',
  /** A credit purchase was approved (a manual top-up by a platform admin, an online payment settled). */
  'purchase.approved',
  /** An invitee confirmed or declined on the event's public page. */
  'invitee.rsvp',
  /** An event payment was recorded, changed, deleted or reversed (cash, bank, or paid online). */
  'event.payment',
  /** A wallet fell below the organization's low-balance threshold. */
  'balance.low',
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Sent by `POST /webhook-endpoints/{id}/test` to that endpoint only, whatever it subscribed to. */
export const TEST_EVENT_TYPE = 'webhook.test';

export const isWebhookEventType = (value: string): value is WebhookEventType =>
  (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);
