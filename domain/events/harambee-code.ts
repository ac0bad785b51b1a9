/** An event's harambee page code: 72 random bits as 12 base64url characters, made by the column default (migration 20261210300000). */
const HARAMBEE_CODE_SHAPE = /^[A-Za-z0-9_-]{12}$/;

/** Whether a path segment can be a harambee code at all (anything else is answered 404 without a query). */
export const isHarambeeCodeShape = (text: string): boolean => HARAMBEE_CODE_SHAPE.test(text);

/** The harambee page of an event: `PUBLIC_BASE_URL/c/<code>`. */
export const harambeePath = (code: string): string => `/c/${code}`;
