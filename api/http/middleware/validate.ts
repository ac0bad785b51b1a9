import type { Request, RequestHandler, Response } from 'express';
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
export const validateBodyWith =
  (validate: (input: unknown) => Promise<unknown>): RequestHandler =>
  async (req, _res, next) => {
    req.body = await validate(req.body);
    next();
  };

/** Replaces `req.body` with the validated, cast body. */
export const validateBody = (schema: AnySchema): RequestHandler =>
  validateBodyWith((input) => validateInput(schema, input));

/** Validates the query string into `res.locals.query`. */
export const validateQuery =
  (schema: AnySchema): RequestHandler =>
  async (req, res, next) => {
    res.locals.query = await validateInput(schema, req.query);
    next();
  };

/**
 * A request body's contract: the yup schema that validates it and the mapping from its snake_case fields to the
 * use-case's camelCase input, kept together in the area's schemas.ts so that a handler never casts `req.body`.
 */
export interface BodyContract<S extends AnySchema, T> {
  schema: S;
  toInput: (body: InferType<S>) => T;
  /** A validator giving what `validateInput(schema, …)` gives (same values, same 422s), only faster; by default that. */
  validate?: (input: unknown) => Promise<InferType<S>>;
}

/** The body validated and mapped as the contract says. */
async function contractInput<S extends AnySchema, T>(contract: BodyContract<S, T>, body: unknown): Promise<T> {
  return contract.toInput(await (contract.validate ? contract.validate(body) : validateInput(contract.schema, body)));
}

/** Declares a body contract; without a mapping the handler gets the validated body as it is. */
export function bodyContract<S extends AnySchema>(schema: S): BodyContract<S, InferType<S>>;
export function bodyContract<S extends AnySchema, T>(schema: S, toInput: (body: InferType<S>) => T): BodyContract<S, T>;
export function bodyContract<S extends AnySchema, T>(
  schema: S,
  toInput?: (body: InferType<S>) => T,
): BodyContract<S, T | InferType<S>> {
  return { schema, toInput: toInput ?? ((body: InferType<S>) => body) };
}

/**
 * A typed handler: validates the body with the contract (the interface's 422 shape), maps it, and hands the typed
 * input to `handler`. Use as the last entry of a route: `router.post(path, guard, withBody(contract, handler))`.
 */
export const withBody =
  <S extends AnySchema, T>(
    contract: BodyContract<S, T>,
    handler: (req: Request, res: Response, input: T) => Promise<void> | void,
  ): RequestHandler =>
  async (req, res) => {
    await handler(req, res, await contractInput(contract, req.body));
  };

/** A body contract checked among a route's guards (guardedBody). */
export interface GuardedBody<T> {
  guard: RequestHandler;
  handle: (handler: (req: Request, res: Response, input: T) => Promise<void> | void) => RequestHandler;
}

/**
 * A typed handler whose body is checked among the route's guards rather than by the handler: where a later guard must
 * not see an invalid body (an Idempotency-Key is claimed only after the guards, so a 422 never touches it).
 * `const body = guardedBody(contract); router.post(path, guard, ...idempotent(deps, body.guard), body.handle(handler))`.
 */
export function guardedBody<S extends AnySchema, T>(contract: BodyContract<S, T>): GuardedBody<T> {
  const inputs = new WeakMap<Request, { input: T }>();
  return {
    guard: async (req, _res, next) => {
      inputs.set(req, { input: await contractInput(contract, req.body) });
      next();
    },
    handle: (handler) => async (req, res) => {
      const checked = inputs.get(req);
      if (!checked) throw new Error('The body guard did not run before its handler.');
      await handler(req, res, checked.input);
    },
  };
}
