import type { components } from '../../../clients/typescript/src';

type ErrorBody = components['schemas']['Error'] | components['schemas']['UnprocessableError'];

/** A refused request, as the API explains it: its status, `code`, `message` and, for a 422, the fields at fault. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fieldErrors: Record<string, string[]> = {},
  ) {
    super(message);
  }
}

/** The API's error body as an ApiError (a proxy's HTML or an empty body still gets a status and a message). */
export function toApiError(response: Response, body: unknown): ApiError {
  const error = (typeof body === 'object' && body !== null ? body : {}) as Partial<ErrorBody>;
  const fieldErrors = 'errors' in error && error.errors ? error.errors : {};
  return new ApiError(
    response.status,
    error.code ?? 'server_error',
    error.message ?? `${response.status} ${response.statusText}`,
    fieldErrors,
  );
}

/** The answer of a typed-client call: its data, or the API's refusal thrown as an ApiError (for TanStack Query). */
export function unwrap<Data>(result: { data?: Data; error?: unknown; response: Response }): Data {
  if (result.error !== undefined || result.data === undefined) throw toApiError(result.response, result.error);
  return result.data;
}
