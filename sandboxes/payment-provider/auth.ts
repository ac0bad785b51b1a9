import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { SandboxContext } from './context';
import { buildErrorBody, invalidAccessToken, isRecord } from './errors';

export interface TokenResponse {
  token: string | null;
  expiryDate: string | null;
  error: { error_type: string; code: string; message: string } | null;
  status: string;
  message: string;
}

const BAD_CREDENTIALS_MESSAGE = 'Invalid consumer_key or consumer_secret provided';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Configured pair: exact match. No pair configured: any non-empty pair (providers.md 2.6). */
export function credentialsAccepted(ctx: SandboxContext, body: unknown): boolean {
  if (!isRecord(body)) return false;
  const { consumer_key: key, consumer_secret: secret } = body;
  if (typeof key !== 'string' || typeof secret !== 'string' || key === '' || secret === '') return false;
  const { consumerKey, consumerSecret } = ctx.config;
  if (consumerKey === '' && consumerSecret === '') return true;
  return sameSecret(key, consumerKey) && sameSecret(secret, consumerSecret);
}

/** Opaque random token; the real provider issues a JWT, but clients must not look inside either way. */
export function issueToken(ctx: SandboxContext, now = Date.now()): { token: string; expiryDate: string } {
  for (const [token, expiresAt] of ctx.store.tokens) {
    if (expiresAt <= now) ctx.store.tokens.delete(token);
  }
  const token = randomBytes(32).toString('base64url');
  const expiresAt = now + ctx.config.tokenTtlSeconds * 1000;
  ctx.store.tokens.set(token, expiresAt);
  return { token, expiryDate: new Date(expiresAt).toISOString() };
}

/** `POST /api/Auth/RequestToken`: a wrong pair is HTTP 200 with `"status":"500"`, as Pesapal does. */
export function createRequestTokenHandler(ctx: SandboxContext): RequestHandler {
  return (req: Request, res: Response) => {
    if (!credentialsAccepted(ctx, req.body)) {
      ctx.logger.info('token refused: bad consumer key/secret');
      const body = buildErrorBody(
        'authentication_error',
        'invalid_api_credentials_provided',
        BAD_CREDENTIALS_MESSAGE,
        '500',
        {
          token: null,
          expiryDate: null,
          message: BAD_CREDENTIALS_MESSAGE,
        },
      );
      res.status(200).json(body);
      return;
    }
    const { token, expiryDate } = issueToken(ctx);
    const body: TokenResponse = {
      token,
      expiryDate,
      error: null,
      status: '200',
      message: 'Request processed successfully',
    };
    res.status(200).json(body);
  };
}

export function isTokenValid(ctx: SandboxContext, token: string, now = Date.now()): boolean {
  const expiresAt = ctx.store.tokens.get(token);
  return expiresAt !== undefined && expiresAt > now;
}

/** Guards every provider route but RequestToken: missing, unknown or expired Bearer → 401. */
export function createRequireBearer(ctx: SandboxContext): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(req.get('authorization') ?? '');
    if (!match || !isTokenValid(ctx, match[1]!)) {
      next(invalidAccessToken());
      return;
    }
    next();
  };
}
