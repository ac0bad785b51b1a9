import type { ErrorRequestHandler } from 'express';
import { ValidationError } from 'yup';
import { UniqueConstraintError, ForeignKeyConstraintError, DatabaseError } from 'sequelize';
import { AppError, validationFailed } from '../errors';
import { domainErrorToHttp } from '../domain-errors';
import { toFieldErrors } from './validate';
import type { Logger } from '../../lib/infra/logger';

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
    case 'entity.parse.failed': return new AppError(400, 'Malformed JSON in the request body.');
    case 'entity.too.large': return new AppError(413, 'The request body is too large.');
    case 'encoding.unsupported':
    case 'charset.unsupported': return new AppError(415, 'Unsupported request body encoding.');
  }
  if (err instanceof UniqueConstraintError) return uniqueViolation(err);
  if (err instanceof ForeignKeyConstraintError) return validationFailed({ body: ['A referenced record does not exist.'] });
  // invalid_text_representation, numeric_value_out_of_range, datetime_field_overflow: bad input reaching SQL
  const code = (err as DatabaseError & { parent?: { code?: string } })?.parent?.code;
  if (err instanceof DatabaseError && code && ['22P02', '22003', '22008', '22007'].includes(code)) {
    return new AppError(422, 'A value in the request is out of range or malformed.', { errors: {} });
  }
  if (parserError?.status && parserError.status >= 400 && parserError.status < 500 && parserError.expose) {
    return new AppError(parserError.status, (err as Error).message);
  }
  return undefined;
}

/**
 * A unique violation as a 422 on the clashing field. Per-tenant keys are `(tenant_id, x)`: the tenant is never what the
 * client got wrong, so the last other column of the key is reported.
 */
function uniqueViolation(err: UniqueConstraintError): AppError {
  const field = Object.keys(err.fields ?? {}).filter((column) => column !== 'tenant_id').at(-1) ?? 'body';
  return validationFailed({ [field]: [`The ${field.replace(/_/g, ' ')} has already been taken.`] });
}

/** The only place that writes error responses: the interface's JSON shapes, never HTML. */
export const createErrorHandler = (logger: Logger): ErrorRequestHandler => (err, req, res, _next) => {
  const appError = toAppError(err);
  if (res.headersSent) return;
  if (appError) {
    res.set(appError.headers).status(appError.status).json({ message: appError.message, ...appError.body });
    return;
  }
  logger.error({ err, requestId: req.id, method: req.method, path: req.originalUrl }, 'unhandled error');
  res.status(500).json({ message: 'Server error.' });
};
