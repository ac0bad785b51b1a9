import type { ErrorCode } from './error-codes';

/** An error that becomes an HTTP answer: its status and JSON body (always with `message` and `code`). */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly body: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export type FieldErrors = Record<string, string[]>;

export const unauthenticated = (message = 'Unauthenticated.') => new AppError(401, 'unauthenticated', message);
export const forbidden = (message = 'This action is unauthorized.') => new AppError(403, 'forbidden', message);
export const notFound = (what = 'Resource') => new AppError(404, 'not_found', `${what} not found.`);
export const badRequest = (message: string, code: ErrorCode = 'bad_request') => new AppError(400, code, message);
export const unprocessable = (message: string, code: ErrorCode, body: Record<string, unknown> = {}) =>
  new AppError(422, code, message, body);
export const badGateway = (message: string, code: ErrorCode) => new AppError(502, code, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, 'rate_limited', message, {}, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

/** 422 `{message, errors}`; the message is the first error, as clients show it directly. */
export function validationFailed(errors: FieldErrors): AppError {
  const messages = Object.values(errors).flat();
  const extra = messages.length > 1 ? ` (and ${messages.length - 1} more error${messages.length > 2 ? 's' : ''})` : '';
  return new AppError(422, 'validation_failed', `${messages[0] ?? 'The given data was invalid.'}${extra}`, { errors });
}

/** A validation failure on one field. */
export const fieldError = (field: string, message: string) => validationFailed({ [field]: [message] });

export const insufficientBalance = (balance: number, required: number) =>
  new AppError(422, 'insufficient_balance', 'Insufficient balance. Please buy more credits.', { balance, required });
