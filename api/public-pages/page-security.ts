import { createHmac } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { doubleCsrf } from 'csrf-csrf';
import type { AppConfig } from '../../lib/infra/config';
import { personalPageHeaders } from '../security-headers';
import { STYLE_SOURCE } from './layout';

export interface PageSecurity {
  /**
   * The page's Content-Security-Policy: the inline stylesheet by hash, forms to us (and where the page allows),
   * nothing else (no scripts at all), and `Cache-Control: no-store` (personal data). The app's helmet headers
   * (no referrer: the URL is a key) stay.
   */
  headers: RequestHandler;
  /** A form token for the page of this `:token`; sets its double-submit cookie. */
  issueFormToken(req: Request, res: Response, pagePath: string): string;
  /** Whether a form post carries the token of its cookie, made for this page's `:token` with our secret. */
  isFormTokenValid(req: Request): boolean;
}

export interface PageSecurityOptions {
  /** Names the page's cookie (`<name>-form`) and separates its CSRF secret from other pages'. */
  name: string;
  /** Origins other than ours that the page's forms may post to (a payment provider's checkout). */
  formTargets?: string[];
}

/**
 * Cross-site request forgery protection of a public page's forms (a page per secret `:token` in its path):
 * csrf-csrf's double-submit cookie, HMAC-bound to that token (a cookie made for one page is worthless on another's),
 * SameSite=Strict, HttpOnly, scoped to the page's path, Secure (and `__Secure-`) when PUBLIC_BASE_URL is https.
 */
export function createPageSecurity(config: AppConfig, options: PageSecurityOptions): PageSecurity {
  const secure = config.publicBaseUrl.startsWith('https:');
  const secret = createHmac('sha256', config.jwtSecret).update(`${options.name}-page-csrf`).digest('hex');
  const cookieOptions = { sameSite: 'strict' as const, secure, httpOnly: true };
  const { generateCsrfToken, validateRequest } = doubleCsrf({
    getSecret: () => secret,
    getSessionIdentifier: (req) => String(req.params.token ?? ''),
    cookieName: secure ? `__Secure-${options.name}-form` : `${options.name}-form`,
    cookieOptions,
    getCsrfTokenFromRequest: (req) => {
      const value = (req.body as Record<string, unknown> | undefined)?._csrf;
      return typeof value === 'string' ? value : null;
    },
  });
  return {
    headers: personalPageHeaders({ 'style-src': [STYLE_SOURCE], 'form-action': ["'self'", ...(options.formTargets ?? [])] }),
    issueFormToken: (req, res, pagePath) => generateCsrfToken(req, res, { cookieOptions: { ...cookieOptions, path: pagePath } }),
    isFormTokenValid: (req) => validateRequest(req),
  };
}
