import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request } from 'express';
import type { Logger } from '../../../infra/logger';
import { redactUrl } from '../../../infra/redact-url';

const GIVEN_REQUEST_ID = /^[\w.-]{1,128}$/;
const STARTED = Symbol('request started');

type TimedRequest = Request & { [STARTED]?: number };

/**
 * Gives every request an id (a caller's `X-Request-Id` when it is a plain token, else a UUID), echoes it, and
 * writes one line when the answer is finished or the client went away: id, method, URL (its secrets redacted: callback
 * tokens, page keys, reset tokens), status and time. Never headers (bearer tokens) or bodies (passwords). Level: error for 5xx, warn for 4xx, info otherwise; `/healthz`
 * (polled by load balancers) is not logged. One plain object per request: no child logger, no serialisers, and one
 * `close` listener shared by all requests (the start time rides on the request), so no closure per request.
 */
export function requestLogger(logger: Logger): (req: Request, res: ServerResponse) => void {
  const log = logger.child({ component: 'http' });
  function logClosed(this: ServerResponse<IncomingMessage>): void {
    const req = this.req as TimedRequest;
    const status = this.statusCode;
    const level = status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
    if (!log.isLevelEnabled(level)) return;
    const line = {
      reqId: req.id,
      method: req.method,
      url: redactUrl(req.originalUrl),
      status,
      ms: Math.round(performance.now() - req[STARTED]!),
    };
    log[level](line, this.writableFinished ? 'request completed' : 'request aborted');
  }
  return (req, res) => {
    const given = req.headers['x-request-id'];
    const id = typeof given === 'string' && GIVEN_REQUEST_ID.test(given) ? given : randomUUID();
    req.id = id;
    res.setHeader('X-Request-Id', id);
    if (req.url === '/healthz') return;
    (req as TimedRequest)[STARTED] = performance.now();
    res.on('close', logClosed);
  };
}
