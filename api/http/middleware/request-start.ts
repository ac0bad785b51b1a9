import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type { IncomingMessage } from 'node:http';
import type { Logger } from '../../../infra/logger';
import { AppError } from '../errors/errors';
import { securityHeaderWriter } from '../security-headers';
import { requestLogger } from './request-log';
import { keepRawBody } from './raw-body';

/** The most a JSON body may hold. */
const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/** body-parser's own test (type-is `hasBody`): a body is announced by Transfer-Encoding or a Content-Length. */
const hasBody = (req: IncomingMessage): boolean =>
  req.headers['transfer-encoding'] !== undefined || !Number.isNaN(Number(req.headers['content-length']));

/** 413, closing the connection: the rest of the body is never read (Node closes the socket once this is written). */
const bodyTooLarge = () =>
  new AppError(413, 'body_too_large', 'The request body is too large.', {}, { Connection: 'close' });

/**
 * express.json within JSON_BODY_LIMIT_BYTES, refusing a larger body without reading the rest of it: body-parser
 * reads a too large body to its end before it answers (a 1 GB body is read whole). A Content-Length over the
 * limit is refused before reading; a body without one is counted as it arrives, ahead of body-parser's listener.
 */
function jsonWithinLimit(parseJson: RequestHandler): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!req.is('application/json')) {
      parseJson(req, res, next);
      return;
    }
    if (Number(req.headers['content-length']) > JSON_BODY_LIMIT_BYTES) {
      next(bodyTooLarge());
      return;
    }
    let received = 0;
    let answered = false;
    const count = (chunk: Buffer) => {
      received += chunk.length;
      if (received > JSON_BODY_LIMIT_BYTES) answerOnce(bodyTooLarge());
    };
    // body-parser goes on reading the refused body and then calls back too: only the first answer counts.
    const answerOnce: NextFunction = (err?: unknown) => {
      req.off('data', count);
      if (answered) return;
      answered = true;
      next(err);
    };
    req.prependListener('data', count);
    parseJson(req, res, answerOnce);
  };
}

/**
 * What every request gets before routing, as one middleware (each Express middleware is a router step with its
 * own path matching): the security headers, the request id and log line, and the JSON body when one is announced.
 * A request without a body skips the JSON parser (which would find nothing to read anyway).
 */
export function requestStart(logger: Logger): RequestHandler {
  const writeSecurityHeaders = securityHeaderWriter();
  const logRequest = requestLogger(logger);
  const parseJson = jsonWithinLimit(express.json({ limit: JSON_BODY_LIMIT_BYTES, verify: keepRawBody }));
  return (req, res, next) => {
    writeSecurityHeaders(res);
    logRequest(req, res);
    if (hasBody(req)) parseJson(req, res, next);
    else next();
  };
}
