import express, { type RequestHandler } from 'express';
import type { IncomingMessage } from 'node:http';
import type { Logger } from '../../lib/infra/logger';
import { securityHeaderWriter } from '../security-headers';
import { requestLogger } from './request-log';
import { keepRawBody } from './raw-body';

/** body-parser's own test (type-is `hasBody`): a body is announced by Transfer-Encoding or a Content-Length. */
const hasBody = (req: IncomingMessage): boolean =>
  req.headers['transfer-encoding'] !== undefined || !Number.isNaN(Number(req.headers['content-length']));

/**
 * What every request gets before routing, as one middleware (each Express middleware is a router step with its
 * own path matching): the security headers, the request id and log line, and the JSON body when one is announced.
 * A request without a body skips the JSON parser (which would find nothing to read anyway).
 */
export function requestStart(logger: Logger): RequestHandler {
  const writeSecurityHeaders = securityHeaderWriter();
  const logRequest = requestLogger(logger);
  const parseJson = express.json({ limit: '1mb', verify: keepRawBody });
  return (req, res, next) => {
    writeSecurityHeaders(res);
    logRequest(req, res);
    if (hasBody(req)) parseJson(req, res, next);
    else next();
  };
}
