import helmet from 'helmet';
import type { RequestHandler } from 'express';

type Directives = Record<string, string[]>;

/**
 * What a JSON answer may do when a browser opens it as a document: nothing. No scripts, styles, frames or forms,
 * and no page may frame it. HTML pages replace it with their own policy (`pageSecurityPolicy`).
 */
const API_POLICY: Directives = {
  'default-src': ["'none'"], 'base-uri': ["'none'"], 'form-action': ["'none'"], 'frame-ancestors': ["'none'"],
};

/**
 * Helmet's headers on every response, the first middleware of the app: HSTS, nosniff, frame denial, no referrer,
 * cross-origin isolation headers, and the API's deny-all Content-Security-Policy.
 */
export const securityHeaders = (): RequestHandler =>
  helmet({ contentSecurityPolicy: { useDefaults: false, directives: API_POLICY }, xFrameOptions: { action: 'deny' } });

/** A page's own Content-Security-Policy, replacing the API's; anything it does not name stays forbidden. */
export const pageSecurityPolicy = (directives: Directives): RequestHandler =>
  helmet.contentSecurityPolicy({ useDefaults: false, directives: { ...API_POLICY, ...directives } });
