/** Cross-cutting HTTP behaviour: the version prefix, Bearer auth, injected faults and latency, 404 and error bodies. */
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from '../../infra/logger';
import { GraphError, graphErrors, presentGraphError } from './graph-errors';
import { normalizeNumber } from './magic-numbers';
import type { ChatStore } from './store';

/** Control routes are never subject to injected faults or latency, or the tests could lock themselves out. */
export const CONTROL_PREFIX = '/__sandbox';

/** A refused control request (`{"error"}`, like the SMS sandbox's control API). */
export class ControlError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const VERSION_PREFIX = /^\/v\d+\.\d+(?=[/?]|$)/;

/** A Graph path without its `/vNN.N` prefix: faults and routes match whatever version the client pinned. */
export const unversionedPath = (path: string): string => path.replace(VERSION_PREFIX, '') || '/';

/** Accepts any `vNN.N` prefix (or none, as Graph does) by routing on the path without it. */
export const stripVersion: RequestHandler = (req, _res, next) => {
  req.url = unversionedPath(req.url);
  next();
};

/** A `Bearer` header is always needed; its token is checked only when the sandbox has one configured. */
export function requireBearer(accessToken: string | null): RequestHandler {
  return (req, _res, next) => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(req.get('authorization') ?? '');
    if (!match) throw graphErrors.missingToken();
    if (accessToken !== null && match[1] !== accessToken) throw graphErrors.invalidToken();
    next();
  };
}

/** `POST /__sandbox/faults`: answers the configured status before anything else runs, so nothing changes. */
export function injectFaults(store: ChatStore): RequestHandler {
  return (req, res, next) => {
    const fault = req.path.startsWith(CONTROL_PREFIX) ? null : store.takeFault(unversionedPath(req.path));
    if (!fault) {
      next();
      return;
    }
    if (fault.retryAfter !== null) res.set('Retry-After', String(fault.retryAfter));
    const error = graphErrors.injected(fault.status, fault.code);
    res.status(error.httpStatus).json(presentGraphError(error));
  };
}

/**
 * `POST /__sandbox/latency`: the request is processed normally (a send IS accepted), and only its answer leaves
 * `ms` later, or never (the socket is destroyed): the ambiguous outcomes where the client cannot know. The latency is
 * taken when the answer leaves, once the body (and so its recipient) is known.
 */
export function delayResponses(store: ChatStore): RequestHandler {
  return (req, res, next) => {
    const path = unversionedPath(req.path);
    if (!req.path.startsWith(CONTROL_PREFIX) && store.latencies.has(path)) {
      const sendJson = res.json.bind(res);
      res.json = (body?: unknown) => {
        const to = typeof req.body?.to === 'string' ? normalizeNumber(req.body.to) : null;
        const latency = store.takeLatency(path, to);
        if (!latency) return sendJson(body);
        setTimeout(() => (latency.drop ? res.socket?.destroy() : sendJson(body)), latency.ms);
        return res;
      };
    }
    next();
  };
}

export const answerNotFound: RequestHandler = (req) => {
  throw graphErrors.unknownPath(req.path);
};

/** body-parser errors carry an HTTP status and a `type` (`entity.parse.failed`, `entity.too.large`). */
function isBodyParserError(err: unknown): boolean {
  return typeof err === 'object' && err !== null && 'type' in err && 'status' in err;
}

export function handleErrors(log: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, _next) => {
    if (err instanceof ControlError) {
      res.status(err.status).json({ error: err.message });
      return;
    }
    const graphError =
      err instanceof GraphError
        ? err
        : isBodyParserError(err)
          ? graphErrors.invalidParameter('the request body is not valid JSON')
          : null;
    if (graphError) {
      res.status(graphError.httpStatus).json(presentGraphError(graphError));
      return;
    }
    log.error({ err, method: req.method, path: req.path }, 'chat sandbox request failed');
    res.status(500).json(presentGraphError(graphErrors.injected(500, 1)));
  };
}
