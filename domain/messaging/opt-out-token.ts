/**
 * The token of `{optout_link}` (`PUBLIC_BASE_URL/u/<token>`): one per organization and number, made without any
 * stored row, so every renderer (TypeScript here, SQL `opt_out_token()` for batches) makes the same link. 24 bytes
 * as 32 base64url characters: the tenant id (4 bytes) and the number (5 bytes) masked with an HMAC of the tag,
 * then the tag, the first 15 bytes of HMAC-SHA256("optout" ‖ tenant ‖ number). Nobody can make or alter a token
 * without the key (120-bit tag), and a forwarded link does not show the number. A test holds the twins together.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256's inner and outer pads of the server's key (64 bytes each), as the opt_out_link_key row holds them. */
export type OptOutKey = Buffer;

const ID_BYTES = 9;
const TAG_BYTES = 15;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32}$/;

function hmac(key: OptOutKey, ...parts: Buffer[]): Buffer {
  const inner = createHash('sha256').update(key.subarray(0, 64));
  parts.forEach((part) => inner.update(part));
  return createHash('sha256').update(key.subarray(64)).update(inner.digest()).digest();
}

const tagOf = (key: OptOutKey, id: Buffer) => hmac(key, Buffer.from('optout'), id).subarray(0, TAG_BYTES);
const masked = (key: OptOutKey, id: Buffer, tag: Buffer) => {
  const mask = hmac(key, Buffer.from('mask'), tag);
  return Buffer.from(id.map((byte, i) => byte ^ mask[i]!)); // ID_BYTES, fewer than the HMAC's 32
};

/** The token of a tenant's number (`255XXXXXXXXX`). */
export function optOutToken(key: OptOutKey, tenantId: number, phone: string): string {
  if (!/^\d{1,12}$/.test(phone)) throw new RangeError('an opt-out token needs a stored phone number');
  const id = Buffer.alloc(ID_BYTES);
  id.writeUInt32BE(tenantId, 0);
  id.writeUIntBE(Number(phone), 4, 5);
  const tag = tagOf(key, id);
  return Buffer.concat([masked(key, id, tag), tag]).toString('base64url');
}

/** The tenant and number a token names, or null when it is malformed or was not made with this key. */
export function readOptOutToken(key: OptOutKey, token: string): { tenantId: number; phone: string } | null {
  if (!TOKEN_SHAPE.test(token)) return null;
  const bytes = Buffer.from(token, 'base64url');
  const tag = bytes.subarray(ID_BYTES);
  const id = masked(key, bytes.subarray(0, ID_BYTES), tag);
  if (!timingSafeEqual(tagOf(key, id), tag)) return null;
  return { tenantId: id.readUInt32BE(0), phone: String(id.readUIntBE(4, 5)) };
}

/** `PUBLIC_BASE_URL/u/<token>`: the recipient's page to stop (and resume) an organization's messages. */
export const optOutLink = (publicBaseUrl: string, token: string): string => `${publicBaseUrl}/u/${token}`;
