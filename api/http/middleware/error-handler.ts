import type { ErrorRequestHandler } from 'express';
import { ValidationError } from 'yup';
import { AppError, validationFailed } from '../errors/errors';
import type { ErrorCode } from '../errors/error-codes';
import { domainErrorToHttp } from '../errors/error-table';
import { databaseErrorToAppError } from '../errors/database-errors';
import { toFieldErrors } from './validate';
import type { Logger } from '../../../infra/logger';
import { redactUrl } from '../../../infra/redact-url';

interface BodyParserError {
  type?: string;
  status?: number;
  expose?: boolean;
}

/** Maps errors thrown by body parsing, the database and plain code that should still not be a 500. */
function toAppError(err: unknown): AppError | undefined {
  if (err instanceof AppError) return err;
  const domain = domainErrorToHttp(err);
  if (domain) return domain;
  if (err instanceof ValidationError) return validationFailed(toFieldErrors(err));
  const parserError = err as BodyParserError;
  switch (parserError?.type) {
    case 'entity.parse.failed':
      return new AppError(400, 'malformed_json', 'Malformed JSON in the request body.');
    // The rest of the body is not read: the answer closes the connection instead.
    case 'entity.too.large':
      return new AppError(413, 'body_too_large', 'The request body is too large.', {}, { Connection: 'close' });
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new AppError(415, 'unsupported_encoding', 'Unsupported request body encoding.');
  }
  const fromDatabase = databaseErrorToAppError(err);
  if (fromDatabase) return fromDatabase;
  if (parserError?.status && parserError.status >= 400 && parserError.status < 500 && parserError.expose) {
    return new AppError(parserError.status, 'bad_request', (err as Error).message);
  }
  return undefined;
}

/** The only place that writes error responses: the interface's JSON shapes, never HTML. */
export const createErrorHandler =
  (logger: Logger): ErrorRequestHandler =>
  (err, req, res, _next) => {
    const appError = toAppError(err);
    if (res.headersSent) return;
    if (appError) {
      res
        .set(appError.headers)
        .status(appError.status)
        .json({ message: appError.message, code: appError.code, ...appError.body });
      return;
    }
    logger.error({ err, requestId: req.id, method: req.method, path: redactUrl(req.originalUrl) }, 'unhandled error');
    res.status(500).json({ message: 'Server error.', code: 'server_error' satisfies ErrorCode });
  };
