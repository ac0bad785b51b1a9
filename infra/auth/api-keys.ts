import { createHmac, hkdfSync, randomBytes } from 'node:crypto';

/** Every API key starts with this, so a leaked one is recognisable (secret scanners, logs) and told from a JWT. */
export const API_KEY_PREFIX = 'tzk_';

/** How many characters of a key are kept in clear and listed, enough to tell an organization's keys apart. */
const SHOWN_LENGTH = API_KEY_PREFIX.length + 8;

/** `tzk_` and 32 random bytes in base64url (43 characters). */
const API_KEY_SHAPE = /^tzk_[A-Za-z0-9_-]{43}$/;

/** A new key (shown once) and its first characters (kept, listed). */
export function generateApiKey(): { key: string; prefix: string } {
  const key = API_KEY_PREFIX + randomBytes(32).toString('base64url');
  return { key, prefix: key.slice(0, SHOWN_LENGTH) };
}

/** Whether a bearer value is meant as an API key (then it is never read as a JWT). */
export const isApiKeyLike = (bearer: string): boolean => bearer.startsWith(API_KEY_PREFIX);

/** Whether it has the exact shape of a key we issue (anything else is refused before any lookup). */
export const isWellFormedApiKey = (bearer: string): boolean => API_KEY_SHAPE.test(bearer);

// Deriving the HMAC key costs an HKDF: once per server secret.
const hashKeys = new Map<string, Buffer>();
function hashKey(serverSecret: string): Buffer {
  let key = hashKeys.get(serverSecret);
  if (!key)
    hashKeys.set(serverSecret, (key = Buffer.from(hkdfSync('sha256', serverSecret, 'api-keys', 'api-key-hash', 32))));
  return key;
}

/**
 * What is stored and looked up: HMAC-SHA256 of the key (hex) under a key derived from the server secret for this
 * purpose only. 32 random bytes need no slow password hash; the HMAC keeps a database dump alone from confirming a key.
 */
export const hashApiKey = (serverSecret: string, key: string): string =>
  createHmac('sha256', hashKey(serverSecret)).update(key, 'utf8').digest('hex');
