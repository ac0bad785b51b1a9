import type { ErrorRequestHandler, Request } from 'express';
import type { Logger } from '../../infra/logger';
import { redactUrl } from '../../infra/redact-url';
import { AppError } from '../http/errors/errors';
import { renderMessagePage } from './layout';

/** The texts an error page of a public page needs, in the visitor's language. */
export interface PageErrorText {
  htmlLang: string;
  errors: { title: string; server: string; expiredForm: string };
}

/**
 * Errors of a public page are HTML too: a body too large or malformed is a 4xx page, anything else a logged 500.
 * `what` names the page in the log.
 */
export function pageErrorHandler(
  logger: Logger,
  textOf: (req: Request) => PageErrorText,
  what: string,
): ErrorRequestHandler {
  return (err, req, res, _next) => {
    const text = textOf(req);
    const status =
      err instanceof AppError
        ? err.status
        : typeof err?.status === 'number' && err.status >= 400 && err.status < 500
          ? err.status
          : 500;
    if (status === 500) logger.error({ err, requestId: req.id, path: redactUrl(req.originalUrl) }, `${what} failed`);
    if (res.headersSent) return;
    res
      .status(status)
      .type('html')
      .send(renderMessagePage(text, text.errors.title, status === 500 ? text.errors.server : text.errors.expiredForm));
  };
}
