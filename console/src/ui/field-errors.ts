import { ApiError } from '../data/errors';

/** A 422's message for `field` (the API's snake_case name), to show beside that field. */
export function fieldError(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return error.fieldErrors[field]?.join(' ');
}
