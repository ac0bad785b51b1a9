/** Cross-cutting HTTP behaviour: Basic auth, injected faults and latency, 404 and error bodies (`{"error"}`). */
import { STATUS_CODES } from 'node:http';
import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import type { Logger } from '../../infra/logger';
import type { SmsStore } from './store';
import { BadRequestError, recipientsOf } from './validation';

/** Control routes are never subject to injected faults or latency, or the tests could lock themselves out. */
export const CONTROL_PREFIX = '/__sandbox';

export interface BasicCredentials {
  user: string;
  password: string;
}

function sendError(res: Response, status: number, message?: string): void {
  res.status(status).json({ error: message ?? STATUS_CODES[status] ?? 'Error' });
}

/**
 * Every gateway call needs a `Basic` header; its credentials are checked only when the sandbox has some
 * configured (docs/providers.md §1.7.1).
 */
export function requireBasicAuth(credentials: BasicCredentials | null): RequestHandler {
  const expected = credentials && `${credentials.user}:${credentials.password}`;
  return (req, res, next) => {
    const match = /^Basic\s+(\S+)\s*$/i.exec(req.get('authorization') ?? '');
    const decoded = match ? Buffer.from(match[1]!, 'base64').toString('utf8') : null;
    if (decoded === null || (expected !== null && decoded !== expected)) {
      res.set('WWW-Authenticate', 'Basic realm="NextSMS"');
      sendError(res, 401, 'Not Authorized');
      return;
    }
    next();
  };
}

/**
 * `POST /__sandbox/faults`: answers the configured status before anything else runs, so nothing changes. A fault for
 * one recipient (`to`) is taken once the body is parsed (`afterBody`), still before any route.
 */
export function injectFaults(store: SmsStore, afterBody = false): RequestHandler {
  return (req, res, next) => {
    const fault = req.path.startsWith(CONTROL_PREFIX)
      ? null
      : store.takeFault(req.path, afterBody ? recipientsOf(req.body) : null);
    if (!fault) {
      next();
      return;
    }
    if (fault.retryAfter !== null) res.set('Retry-After', String(fault.retryAfter));
    sendError(res, fault.status);
  };
}

/**
 * `POST /__sandbox/latency`: the request is processed normally, only its JSON answer leaves `ms` later. This is
 * the ambiguous read timeout: the gateway accepted, the client gave up waiting. The latency is taken when the answer
 * leaves, once the body (and so its recipients) is known.
 */
export function delayResponses(store: SmsStore): RequestHandler {
  return (req, res, next) => {
    // Read now: inside the gateway's router, req.path is relative to where it is mounted.
    const path = req.path;
    if (!path.startsWith(CONTROL_PREFIX) && store.latencies.has(path)) {
      const sendJson = res.json.bind(res);
      res.json = (body?: unknown) => {
        const latency = store.takeLatency(path, recipientsOf(req.body));
        if (!latency) return sendJson(body);
        setTimeout(() => sendJson(body), latency.ms);
        return res;
      };
    }
    next();
  };
}

export const answerNotFound: RequestHandler = (_req, res) => {
  sendError(res, 404, 'Not Found');
};

/** body-parser errors carry an HTTP status and a `type` (`entity.parse.failed`, `entity.too.large`). */
function bodyParserStatus(err: unknown): number | null {
  if (typeof err !== 'object' || err === null || !('type' in err) || !('status' in err)) return null;
  return typeof err.status === 'number' && err.status >= 400 && err.status < 500 ? err.status : null;
}

export function handleErrors(log: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, _next) => {
    if (err instanceof BadRequestError) {
      sendError(res, 400, err.message);
      return;
    }
    const status = bodyParserStatus(err);
    if (status !== null) {
      sendError(res, status, status === 400 ? 'Malformed JSON body' : undefined);
      return;
    }
    log.error({ err, method: req.method, path: req.path }, 'sms sandbox request failed');
    sendError(res, 500, 'Internal Server Error');
  };
}
