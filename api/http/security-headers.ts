import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';

/** A directive's sources; a function gives one per request (a nonce). */
type Directives = Record<string, Array<string | ((req: IncomingMessage, res: ServerResponse) => string)>>;

/**
 * What a JSON answer may do when a browser opens it as a document: nothing. No scripts, styles, frames or forms,
 * and no page may frame it. HTML pages replace it with their own policy (`pageSecurityPolicy`).
 */
const API_POLICY: Directives = {
  'default-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/** The headers a helmet middleware sets: its configuration is fixed, so they are the same on every response. */
function headersSetBy(middleware: RequestHandler): Array<[string, string]> {
  const headers: Array<[string, string]> = [];
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers.push([name, String(value)]);
    },
    removeHeader: () => undefined,
  };
  middleware({} as never, response as never, () => undefined);
  return headers;
}

/**
 * Helmet's headers on every response, written before routing: HSTS, nosniff, frame denial, no referrer,
 * cross-origin isolation headers, and the API's deny-all Content-Security-Policy. Worked out once by helmet and
 * then copied onto each response, which saves a dozen middleware calls per request.
 */
export function securityHeaderWriter(): (res: ServerResponse) => void {
  const headers = headersSetBy(
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: API_POLICY },
      xFrameOptions: { action: 'deny' },
    }),
  );
  return (res) => {
    for (const [name, value] of headers) res.setHeader(name, value);
  };
}

/** A page's own Content-Security-Policy, replacing the API's; anything it does not name stays forbidden. */
export const pageSecurityPolicy = (directives: Directives): RequestHandler =>
  helmet.contentSecurityPolicy({ useDefaults: false, directives: { ...API_POLICY, ...directives } });

/**
 * The headers of a page that shows personal data (an invitee's page, an opt-out page, a purchase's outcome): its
 * policy, and `Cache-Control: no-store`, so neither a shared proxy nor the browser (its back button on a shared
 * phone) keeps a copy. Set before routing, so the page's error and 404 answers carry it too.
 */
export function personalPageHeaders(directives: Directives): RequestHandler {
  const policy = pageSecurityPolicy(directives);
  return (req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    policy(req, res, next);
  };
}
