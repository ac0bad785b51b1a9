import { createHash, createHmac } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import type { Sequelize } from 'sequelize';
import { doubleCsrf } from 'csrf-csrf';
import type { AppConfig } from '../../infra/config';
import { spendFormTokenDigest } from '../../db/used-form-tokens';
import { personalPageHeaders } from '../http/security-headers';
import { STYLE_SOURCE } from './layout';
import { formField } from './form-fields';

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
  /**
   * Spends the (valid) form token of a post that is about to change something: true the first time, false when it
   * was spent before (a replayed post). A fresh page load gives a fresh token.
   */
  spendFormToken(req: Request): Promise<boolean>;
}

export interface PageSecurityOptions {
  /** Names the page's cookie (`<name>-form`) and separates its CSRF secret from other pages'. */
  name: string;
  /** Origins other than ours that the page's forms may post to (a payment provider's checkout). */
  formTargets?: string[];
  /** Where the page's images may come from (none unless given: the invitee's page shows its card from 'self'). */
  imageSources?: string[];
}

/**
 * Form tokens are made with the secret of the current window and accepted with it or the previous window's: a token
 * lives 12 to 24 hours, so a spent one need only be remembered for 24.
 */
const SECRET_WINDOW_MS = 12 * 3600_000;
export const FORM_TOKEN_MAX_AGE_SECONDS = (2 * SECRET_WINDOW_MS) / 1000;

/**
 * Cross-site request forgery protection of a public page's forms (a page per secret `:token` in its path):
 * csrf-csrf's double-submit cookie, HMAC-bound to that token (a cookie made for one page is worthless on another's),
 * SameSite=Strict, HttpOnly, scoped to the page's path, Secure (and `__Secure-`) when PUBLIC_BASE_URL is https.
 * Every page load issues a new token, and a token is spent by the post it carries (single use, in PostgreSQL).
 */
export function createPageSecurity(
  config: AppConfig,
  sequelize: Sequelize,
  options: PageSecurityOptions,
): PageSecurity {
  const secure = config.publicBaseUrl.startsWith('https:');
  const secretOf = (window: number) =>
    createHmac('sha256', config.jwtSecret).update(`${options.name}-page-csrf-${window}`).digest('hex');
  const cookieOptions = { sameSite: 'strict' as const, secure, httpOnly: true };
  const { generateCsrfToken, validateRequest } = doubleCsrf({
    // The first secret signs new tokens; both validate.
    getSecret: () => {
      const window = Math.floor(Date.now() / SECRET_WINDOW_MS);
      return [secretOf(window), secretOf(window - 1)];
    },
    getSessionIdentifier: (req) => String(req.params.token ?? ''),
    cookieName: secure ? `__Secure-${options.name}-form` : `${options.name}-form`,
    cookieOptions,
    getCsrfTokenFromRequest: (req) => {
      const value = formField(req, '_csrf');
      return typeof value === 'string' ? value : null;
    },
  });
  return {
    headers: personalPageHeaders({
      'style-src': [STYLE_SOURCE],
      'form-action': ["'self'", ...(options.formTargets ?? [])],
      ...(options.imageSources ? { 'img-src': options.imageSources } : {}),
    }),
    // overwrite: never hand out the cookie's token again, which may have been spent already.
    issueFormToken: (req, res, pagePath) =>
      generateCsrfToken(req, res, { cookieOptions: { ...cookieOptions, path: pagePath }, overwrite: true }),
    isFormTokenValid: (req) => validateRequest(req),
    // The one write of api/pages outside a use-case: the guard's own replay record (as the post limit's counters),
    // taken before the change it guards and part of no domain change.
    spendFormToken: (req) => {
      const token = String(formField(req, '_csrf'));
      return spendFormTokenDigest(
        sequelize,
        createHash('sha256').update(`${options.name}:${token}`).digest(),
        FORM_TOKEN_MAX_AGE_SECONDS,
      );
    },
  };
}
