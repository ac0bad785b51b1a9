import { createHmac, randomBytes } from 'node:crypto';

/** A new signing secret in the Standard Webhooks form: `whsec_` and 24 random bytes in base64. */
export const generateWebhookSecret = (): string => `whsec_${randomBytes(24).toString('base64')}`;

/** The headers of one attempt: `webhook-id`, `webhook-timestamp` (seconds) and `webhook-signature` (`v1,<base64>`). */
export type SignedHeaders = Record<'webhook-id' | 'webhook-timestamp' | 'webhook-signature', string>;

/**
 * Signs as the Standard Webhooks spec says: `v1,` and the base64 HMAC-SHA256, keyed with the secret's base64 part,
 * of `id.timestamp.body`. With node:crypto rather than the standardwebhooks library, whose SHA-256 is pure JavaScript
 * and took several times the CPU per event; test/lib/webhook-signing.test.ts checks both agree and that the library
 * verifies ours. One signer per endpoint secret: the key is decoded once.
 */
export function createWebhookSigner(secret: string): (webhookId: string, sentAt: Date, body: string) => SignedHeaders {
  const key = Buffer.from(secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret, 'base64');
  if (key.length === 0) throw new Error('empty webhook signing secret');
  return (webhookId, sentAt, body) => {
    const timestamp = String(Math.floor(sentAt.getTime() / 1000));
    const signature = createHmac('sha256', key).update(`${webhookId}.${timestamp}.${body}`).digest('base64');
    return { 'webhook-id': webhookId, 'webhook-timestamp': timestamp, 'webhook-signature': `v1,${signature}` };
  };
}
