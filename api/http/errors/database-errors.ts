import { DatabaseError, ExclusionConstraintError, ForeignKeyConstraintError, UniqueConstraintError } from 'sequelize';
import { AppError, validationFailed } from './errors';
import { ControlCharacterError } from '../../../db/control-character-guard';

/**
 * A unique violation as a 422 on the clashing field. Per-tenant keys are `(tenant_id, x)`: the tenant is never what the
 * client got wrong, so the last other column of the key is reported.
 */
function uniqueViolation(err: UniqueConstraintError): AppError {
  const field =
    Object.keys(err.fields ?? {})
      .filter((column) => column !== 'tenant_id')
      .at(-1) ?? 'body';
  return validationFailed({ [field]: [`The ${field.replace(/_/g, ' ')} has already been taken.`] });
}

/** A model write refused by db/control-character-guard.ts, on the fields it names. */
const controlCharacters = (err: ControlCharacterError): AppError =>
  validationFailed(
    Object.fromEntries(
      err.attributes.map((attribute) => {
        const field = attribute.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
        return [field, [`The ${field.replace(/_/g, ' ')} field may not contain control characters.`]];
      }),
    ),
  );

/**
 * Errors of the database that bad input can cause, as a 4xx without any SQL: integrity violations (SQLSTATE class 23),
 * data exceptions (class 22: malformed or out-of-range values, NUL bytes, strings too long) and text our model guard
 * refused. Undefined for anything else (a real server error).
 */
export function databaseErrorToAppError(err: unknown): AppError | undefined {
  if (err instanceof UniqueConstraintError) return uniqueViolation(err);
  if (err instanceof ControlCharacterError) return controlCharacters(err);
  if (err instanceof ForeignKeyConstraintError)
    return validationFailed({ body: ['A referenced record does not exist.'] });
  if (err instanceof ExclusionConstraintError)
    return new AppError(409, 'conflict', 'The request conflicts with an existing record.');
  if (!(err instanceof DatabaseError)) return undefined;
  const code = (err.parent as Error & { code?: unknown }).code;
  if (typeof code !== 'string') return undefined;
  if (code.startsWith('22'))
    return new AppError(422, 'validation_failed', 'A value in the request is out of range or malformed.', {
      errors: {},
    });
  if (code.startsWith('23'))
    return new AppError(422, 'validation_failed', 'A value in the request breaks a rule of the stored data.', {
      errors: {},
    });
  return undefined;
}
