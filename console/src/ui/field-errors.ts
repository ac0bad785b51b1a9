import { ApiError } from '../data/errors';
import { fieldMessage } from '../i18n/field-messages';

/** A 422's message for `field` (the API's snake_case name), to show beside that field, in the console's language. */
export function fieldError(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return error.fieldErrors[field]?.map(fieldMessage).join(' ');
}
