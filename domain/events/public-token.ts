/**
 * An invitee's public token: 32 random bytes (two `gen_random_uuid()`, 244 random bits) in base64url without padding,
 * made by the column default (events migration), so every way of adding invitees gets one.
 */
const PUBLIC_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Whether a path segment can be a token at all (anything else is answered 404 without a query). */
export const isPublicTokenShape = (text: string): boolean => PUBLIC_TOKEN_SHAPE.test(text);
