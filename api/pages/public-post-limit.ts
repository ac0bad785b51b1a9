import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import type { Sequelize } from 'sequelize';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { createPostgresLimiter } from '../../infra/postgres-limiter';
import type { PublicPostLimits } from '../../infra/config';

/** The store of the public pages' limits (migration 20261205094000). */
const TABLE = 'public_post_limits';

/** Answers a refused post (a page in the visitor's language); `Retry-After` is already set. */
export type TooManyPosts = (req: Request, res: Response) => void;

/** What a post is counted against per page: its `:token` (an invitee's page is one person's). */
export type PostPageKey = (req: Request) => string;

const pageToken: PostPageKey = (req) => String(req.params.token ?? '');

/** Which page a post is for, without keeping the secret token itself in the limits table. */
const tokenKey = (key: string): string => createHash('sha256').update(key).digest('hex').slice(0, 32);

/**
 * Limits the form posts of a public page (`…/:token/…`) per page token and per client address: one point each,
 * whatever the post turns out to be. Over either limit the post is refused with 429 and `Retry-After` (seconds)
 * before it reaches the database's pages, orders or the payment provider. A page shared by many (the harambee page)
 * counts per person on it instead of per token (`pageKey`).
 */
export function publicPostLimit(
  sequelize: Sequelize,
  limits: PublicPostLimits,
  tooMany: TooManyPosts,
  pageKey: PostPageKey = pageToken,
): RequestHandler {
  const window = { tableName: TABLE, durationSeconds: limits.windowSeconds };
  const perToken = createPostgresLimiter(sequelize, { ...window, keyPrefix: 'page-token', points: limits.perToken });
  const perAddress = createPostgresLimiter(sequelize, {
    ...window,
    keyPrefix: 'page-address',
    points: limits.perAddress,
  });
  return async (req, res, next) => {
    const outcomes = await Promise.allSettled([
      perToken.consume(tokenKey(pageKey(req))),
      perAddress.consume(req.ip ?? 'unknown'),
    ]);
    const refusals: RateLimiterRes[] = [];
    for (const outcome of outcomes) {
      if (outcome.status === 'fulfilled') continue;
      if (!(outcome.reason instanceof RateLimiterRes)) return next(outcome.reason);
      refusals.push(outcome.reason);
    }
    if (refusals.length === 0) return next();
    const waitMs = Math.max(...refusals.map((refusal) => refusal.msBeforeNext));
    res.set('Retry-After', String(Math.max(1, Math.ceil(waitMs / 1000))));
    tooMany(req, res);
  };
}
