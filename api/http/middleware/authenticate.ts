import type { Request, RequestHandler } from 'express';
import type { ApiDeps } from '../deps';
import { resolveAuth } from '../auth/tokens';
import { forbidden, unauthenticated } from '../errors/errors';
import type { TenantUserAuth } from '../auth/auth-context';

/** Sets `req.auth` from the bearer token (401/403 as docs/interface.md §5 says). */
export const authenticate =
  (deps: ApiDeps): RequestHandler =>
  async (req, _res, next) => {
    req.auth = await resolveAuth(deps.sequelize, deps.config.jwtSecret, req.headers.authorization, deps.authCache);
    next();
  };

/** The tenant user behind a request; platform admins have no tenant data, so they get 403 here. */
export function tenantAuth(req: Request): TenantUserAuth {
  if (!req.auth) throw unauthenticated();
  if (req.auth.kind !== 'user') throw forbidden('This endpoint is for organization users.');
  return req.auth;
}

/** Requires any one of the given permission strings (an `admin` holds all of them). */
export const requirePermission =
  (...anyOf: string[]): RequestHandler =>
  (req, _res, next) => {
    const auth = tenantAuth(req);
    if (!anyOf.some((p) => auth.user.permissions.includes(p))) {
      throw forbidden(`You do not have permission to do this (requires ${anyOf.join(' or ')}).`);
    }
    next();
  };

/** Only a tenant user (any permission). */
export const requireTenantUser: RequestHandler = (req, _res, next) => {
  tenantAuth(req);
  next();
};

/** Only an `admin` of the organization; `action` completes the 403 message ("… may change its settings"). */
export const requireTenantAdmin =
  (action: string): RequestHandler =>
  (req, _res, next) => {
    if (tenantAuth(req).user.role !== 'admin') throw forbidden(`Only an admin of the organization may ${action}.`);
    next();
  };

/** The session token behind a request; an API key (which has none) gets 403: a key cannot `action`. */
export function sessionTokenId(req: Request, action: string): string {
  if (!req.auth) throw unauthenticated();
  if (req.auth.tokenId === null) throw forbidden(`An API key cannot ${action}: sign in and use a session token.`);
  return req.auth.tokenId;
}

/** Only a signed-in person (a session token), never an API key: for what would hand the account or its keys over. */
export const requireSession =
  (action: string): RequestHandler =>
  (req, _res, next) => {
    sessionTokenId(req, action);
    next();
  };
