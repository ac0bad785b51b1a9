/**
 * The secrets URLs carry, masked before a URL reaches a log line. Anyone who reads the logs must not be able to
 * forge delivery reports, open an invitee's page or change an opt-out.
 */

export const REDACTED = '[redacted]';

/**
 * Paths whose next segment is a key: the SMS gateway's delivery and inbound callback token, the USSD callback's, an invitee's event page (and every
 * form and payment page under it), an opt-out page, and a harambee page (its code keeps it unlisted until shared). Case-insensitive, as Express routes them.
 */
const SECRET_PATH = /^(\/api\/webhooks\/(?:delivery|sms-inbound|ussd)\/|\/e\/|\/u\/|\/c\/)[^/?#]+/i;

/**
 * Query parameters that are credentials wherever they appear: reset links (`token`), the chat provider's subscription
 * handshake (`hub.verify_token`) and the usual names of keys, signatures and OAuth codes. The payment provider's
 * `OrderTrackingId` stays: it is the id that ties a payment's log lines together, and it unlocks no action (the
 * status is always asked of the provider) and no personal data.
 */
const SECRET_PARAMS = new Set([
  'token',
  'reset_token',
  'access_token',
  'refresh_token',
  'id_token',
  'hub.verify_token',
  'verify_token',
  'api_key',
  'apikey',
  'key',
  'secret',
  'client_secret',
  'password',
  'signature',
  'sig',
  'code',
]);

/** `scheme://user:password@host:port` of an absolute URL (what comes before its path). */
const ORIGIN = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i;

function paramName(pair: string): string {
  const name = pair.slice(0, pair.includes('=') ? pair.indexOf('=') : pair.length).replace(/\+/g, ' ');
  try {
    return decodeURIComponent(name).toLowerCase();
  } catch {
    return name.toLowerCase();
  }
}

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) =>
      pair.includes('=') && SECRET_PARAMS.has(paramName(pair))
        ? `${pair.slice(0, pair.indexOf('='))}=${REDACTED}`
        : pair,
    )
    .join('&');
}

/** A path (`/e/…?x=1`, as a request's `originalUrl`) with its secret segment and secret query values masked. */
function redactPath(path: string): string {
  const queryStart = path.indexOf('?');
  const pathname = queryStart === -1 ? path : path.slice(0, queryStart);
  const secret = SECRET_PATH.exec(pathname);
  const shown = secret ? `${secret[1]}${REDACTED}${pathname.slice(secret[0].length)}` : pathname;
  return queryStart === -1 ? shown : `${shown}?${redactQuery(path.slice(queryStart + 1))}`;
}

/** Keeps `user@` of a URL's origin but never its password. */
const redactOrigin = (origin: string): string => origin.replace(/^([^:]+:\/\/[^:@/]*):[^@/]*@/, `$1:${REDACTED}@`);

/**
 * A URL as it may be logged: a request path or an absolute URL with the secret path segment, secret query values and
 * a password masked. Anything else is returned as it is. Cheap for the usual request path (no secret, no query).
 */
export function redactUrl(url: string): string {
  if (url.startsWith('/')) return url.includes('?') || SECRET_PATH.test(url) ? redactPath(url) : url;
  const origin = ORIGIN.exec(url);
  if (!origin) return url;
  const rest = url.slice(origin[0].length);
  return `${redactOrigin(origin[0])}${rest.startsWith('/') ? redactPath(rest) : rest.startsWith('?') ? `?${redactQuery(rest.slice(1))}` : rest}`;
}

/** An http(s) URL inside text: up to white space or a quote, not taking the punctuation that ends a sentence. */
const URL_IN_TEXT = /\bhttps?:\/\/[^\s"'<>`]*[^\s"'<>`,.;:!?)]/gi;

/** Free text (an error message, a log message) with every absolute http(s) URL in it redacted. */
export const redactUrlsInText = (text: string): string =>
  text.includes('://') ? text.replace(URL_IN_TEXT, redactUrl) : text;

/** A log field that may hold a URL: strings are redacted, anything else is kept. */
export const redactUrlField = (value: unknown): unknown => (typeof value === 'string' ? redactUrl(value) : value);
