import type { RequestHandler } from 'express';
import { ValidationError, type AnySchema, type InferType } from 'yup';
import { validationFailed, type FieldErrors } from '../errors/errors';
import { checkInputShape } from './input-shape';

/** Groups a yup ValidationError (abortEarly: false) into `{field: [messages]}`. */
export function toFieldErrors(err: ValidationError): FieldErrors {
  const errors: FieldErrors = {};
  const items = err.inner.length > 0 ? err.inner : [err];
  for (const item of items) {
    const field = item.path && item.path.length > 0 ? item.path.replace(/\[(\d+)\]/g, '.$1') : 'body';
    (errors[field] ??= []).push(...item.errors);
  }
  return errors;
}

/**
 * The input with wrong JSON types and control characters refused (input-shape.ts, the 422 shape of the interface)
 * and prototype keys dropped: what yup may then cast.
 */
export function shapeCheckedInput(schema: AnySchema, input: unknown): unknown {
  const shape = checkInputShape(schema, input ?? {});
  if (Object.keys(shape.errors).length > 0) throw validationFailed(shape.errors);
  return shape.value;
}

/** Validates a shape-checked input (shapeCheckedInput) with yup, throwing the 422 shape of the interface. */
export async function castInput<S extends AnySchema>(schema: S, checked: unknown): Promise<InferType<S>> {
  try {
    return await schema.validate(checked, { abortEarly: false, stripUnknown: true });
  } catch (err) {
    if (err instanceof ValidationError) throw validationFailed(toFieldErrors(err));
    throw err;
  }
}

/**
 * Validates with yup, throwing the 422 shape of the interface. Wrong JSON types and control characters are refused
 * first (input-shape.ts), so yup only ever casts values of the expected kind. Unknown keys are dropped.
 */
export const validateInput = <S extends AnySchema>(schema: S, input: unknown): Promise<InferType<S>> =>
  castInput(schema, shapeCheckedInput(schema, input));

/** Replaces `req.body` with what `validate` makes of it (it throws the interface's 422 shape). */
export const validateBodyWith = (validate: (input: unknown) => Promise<unknown>): RequestHandler => async (req, _res, next) => {
  req.body = await validate(req.body);
  next();
};

/** Replaces `req.body` with the validated, cast body. */
export const validateBody = (schema: AnySchema): RequestHandler => validateBodyWith((input) => validateInput(schema, input));

/** Validates the query string into `res.locals.query`. */
export const validateQuery = (schema: AnySchema): RequestHandler => async (req, res, next) => {
  res.locals.query = await validateInput(schema, req.query);
  next();
};
