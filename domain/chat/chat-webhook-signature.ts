/**
 * The chat provider's webhook credentials (docs/providers.md §3.4, docs/decisions.md §7): `X-Hub-Signature-256` is the hex
 * HMAC-SHA256 of the raw body keyed with the app secret (re-serialised JSON would not match), and the subscription
 * handshake echoes a challenge only for our verify token. Both compare in constant time.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** Whether the header is `sha256=<hex>` of exactly these bytes. */
export function hasValidHubSignature(rawBody: Buffer, header: string | undefined, appSecret: string): boolean {
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header?.trim() ?? '');
  if (!match) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return timingSafeEqual(Buffer.from(match[1]!, 'hex'), expected);
}

/** Compares two secrets in constant time, whatever their lengths (both are hashed to 32 bytes first). */
export function secretsMatch(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
