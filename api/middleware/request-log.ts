import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Logger } from '../../lib/infra/logger';

const GIVEN_REQUEST_ID = /^[\w.-]{1,128}$/;

/**
 * Gives every request an id (a caller's `X-Request-Id` when it is a plain token, else a UUID), echoes it, and
 * writes one line when the answer is finished or the client went away: id, method, URL, status and time. Never
 * headers (bearer tokens) or bodies (passwords). Level: error for 5xx, warn for 4xx, info otherwise; `/healthz`
 * (polled by load balancers) is not logged. One plain object per request: no child logger, no serialisers.
 */
export function requestLog(logger: Logger): RequestHandler {
  const log = logger.child({ component: 'http' });
  return (req, res, next) => {
    const given = req.headers['x-request-id'];
    const id = typeof given === 'string' && GIVEN_REQUEST_ID.test(given) ? given : randomUUID();
    req.id = id;
    res.setHeader('X-Request-Id', id);
    if (req.url === '/healthz') return next();
    const started = performance.now();
    res.once('close', () => {
      const status = res.statusCode;
      const level = status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
      if (!log.isLevelEnabled(level)) return;
      const line = { reqId: id, method: req.method, url: req.originalUrl, status, ms: Math.round(performance.now() - started) };
      log[level](line, res.writableFinished ? 'request completed' : 'request aborted');
    });
    next();
  };
}
