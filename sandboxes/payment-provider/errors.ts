/** Pesapal-shaped error bodies (providers.md 2.5), the error the sandbox's handlers throw, and input checks. */

export type ErrorType = 'authentication_error' | 'invalid_request_error' | 'api_error';

export interface ProviderErrorBody {
  error: { error_type: ErrorType; code: string; message: string };
  status: string;
  [extra: string]: unknown;
}

/** Builds `{"error":{error_type,code,message},"status":"<status>"}`, plus any extra top-level fields. */
export function buildErrorBody(
  errorType: ErrorType,
  code: string,
  message: string,
  status: string,
  extra: Record<string, unknown> = {},
): ProviderErrorBody {
  return { ...extra, error: { error_type: errorType, code, message }, status };
}

/** Thrown by handlers; the error middleware answers `httpStatus` with `body`. */
export class SandboxError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly body: ProviderErrorBody,
  ) {
    super(body.error.message);
    this.name = 'SandboxError';
  }
}

/** Expired, unknown or missing Bearer token: HTTP 401 with the 2.5 body (its `status` stays "500", as documented). */
export function invalidAccessToken(): SandboxError {
  return new SandboxError(
    401,
    buildErrorBody('authentication_error', 'invalid_api_credentials_provided', 'Invalid Access Token', '500'),
  );
}

/** A request field failed validation; `code` names the field (`invalid_amount`, `invalid_notification_id`, ...). */
export function invalidField(field: string, message: string, extra: Record<string, unknown> = {}): SandboxError {
  return new SandboxError(400, buildErrorBody('invalid_request_error', `invalid_${field}`, message, '400', extra));
}

export function orderNotFound(orderTrackingId: string): SandboxError {
  return new SandboxError(
    404,
    buildErrorBody('invalid_request_error', 'order_not_found', `No order with tracking id ${orderTrackingId}`, '404'),
  );
}

export function invalidTransition(message: string): SandboxError {
  return new SandboxError(409, buildErrorBody('invalid_request_error', 'invalid_order_state', message, '409'));
}

export function routeNotFound(method: string, path: string): SandboxError {
  return new SandboxError(
    404,
    buildErrorBody('invalid_request_error', 'route_not_found', `No route for ${method} ${path}`, '404'),
  );
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** True for an absolute http(s) URL. */
export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.trim() === '') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
