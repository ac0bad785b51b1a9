import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** A new signing secret in the Standard Webhooks form: `whsec_` and 24 random bytes in base64. */
export const generateWebhookSecret = (): string => `whsec_${randomBytes(24).toString('base64')}`;

/** The headers of one attempt: `webhook-id`, `webhook-timestamp` (seconds) and `webhook-signature` (`v1,<base64>`). */
export type SignedHeaders = Record<'webhook-id' | 'webhook-timestamp' | 'webhook-signature', string>;

/**
 * Signs with the standardwebhooks library (HMAC-SHA256 over `id.timestamp.body`), the same one a receiver verifies
 * with. One signer per endpoint: each key is decoded once. With several secrets (the new one first, then the one a
 * rotation replaced) `webhook-signature` carries one space-separated `v1,<sig>` per secret, as Standard Webhooks
 * allows: a receiver holding either secret verifies.
 */
export function createWebhookSigner(
  secrets: readonly string[],
): (webhookId: string, sentAt: Date, body: string) => SignedHeaders {
  const webhooks = secrets.map((secret) => new Webhook(secret));
  return (webhookId, sentAt, body) => ({
    'webhook-id': webhookId,
    'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
    'webhook-signature': webhooks.map((webhook) => webhook.sign(webhookId, sentAt, body)).join(' '),
  });
}
