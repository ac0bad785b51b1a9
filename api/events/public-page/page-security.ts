import { createHmac } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { doubleCsrf } from 'csrf-csrf';
import type { AppConfig } from '../../../lib/infra/config';
import { pageSecurityPolicy } from '../../security-headers';
import { STYLE_SOURCE } from './layout';

export interface PageSecurity {
  /**
   * The pages' Content-Security-Policy: the inline stylesheet by hash, forms to us and the payment provider, nothing
   * else (no scripts at all). The app's helmet headers (no referrer: the URL is a key) stay.
   */
  headers: RequestHandler;
  /** A form token for this invitee's page; sets its double-submit cookie. */
  issueFormToken(req: Request, res: Response, pagePath: string): string;
  /** Whether a form post carries the token of its cookie, made for this invitee with our secret. */
  isFormTokenValid(req: Request): boolean;
}

/**
 * Cross-site request forgery protection of the invitee's forms: csrf-csrf's double-submit cookie, HMAC-bound to the
 * invitee's token (a cookie made for one invitee's page is worthless on another's), SameSite=Strict, HttpOnly,
 * scoped to the page's path, Secure (and `__Secure-`) when PUBLIC_BASE_URL is https.
 */
export function createPageSecurity(config: AppConfig): PageSecurity {
  const secure = config.publicBaseUrl.startsWith('https:');
  const secret = createHmac('sha256', config.jwtSecret).update('event-page-csrf').digest('hex');
  const cookieOptions = { sameSite: 'strict' as const, secure, httpOnly: true };
  const { generateCsrfToken, validateRequest } = doubleCsrf({
    getSecret: () => secret,
    getSessionIdentifier: (req) => String(req.params.token ?? ''),
    cookieName: secure ? '__Secure-event-form' : 'event-form',
    cookieOptions,
    getCsrfTokenFromRequest: (req) => {
      const value = (req.body as Record<string, unknown> | undefined)?._csrf;
      return typeof value === 'string' ? value : null;
    },
  });
  // The form that pays online is answered with a redirect to the provider's checkout: form-action must allow it.
  const paymentOrigin = new URL(config.payment.url).origin;
  return {
    headers: pageSecurityPolicy({ 'style-src': [STYLE_SOURCE], 'form-action': ["'self'", paymentOrigin] }),
    issueFormToken: (req, res, pagePath) => generateCsrfToken(req, res, { cookieOptions: { ...cookieOptions, path: pagePath } }),
    isFormTokenValid: (req) => validateRequest(req),
  };
}
