import type { AnySchema, SchemaDescription, SchemaFieldDescription } from 'yup';
import type { FieldErrors } from '../errors/errors';
import { hasControlCharacters } from '../../../infra/control-characters';

/** Keys that could reach an object's prototype if merged anywhere downstream; never copied. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/** Deeper than any schema of ours: a body nested past this is refused rather than walked. */
const MAX_DEPTH = 32;

type Description = SchemaDescription & {
  fields?: Record<string, SchemaFieldDescription>;
  innerType?: SchemaFieldDescription | SchemaFieldDescription[];
};

const EXPECTED: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  boolean: 'true or false',
  date: 'a date string',
  array: 'an array',
  object: 'an object',
};

export interface ShapeCheck {
  /** The input reduced to the schema's fields, without prototype keys (what yup may cast safely). */
  value: unknown;
  errors: FieldErrors;
}

const descriptions = new WeakMap<AnySchema, Description>();

/**
 * Checks the JSON types of `input` against the schema before yup casts it: yup's `trim()` and our transforms throw on
 * an object or array where a string is expected, and yup quietly turns `[5]` into 5 or `true` into "true". Strings stay
 * allowed where numbers, booleans or dates are expected (query strings are strings; yup casts or refuses them). Every
 * string is also checked for control characters. Errors are keyed by dotted path (`messages.3.to`).
 */
export function checkInputShape(schema: AnySchema, input: unknown): ShapeCheck {
  let description = descriptions.get(schema);
  if (!description) descriptions.set(schema, (description = schema.describe() as Description));
  const errors: FieldErrors = {};
  const value = walk(description, input, '', errors, 0);
  return { value, errors };
}

function walk(d: Description, value: unknown, path: string, errors: FieldErrors, depth: number): unknown {
  if (value === undefined) return undefined;
  if (depth > MAX_DEPTH) return fail(errors, path, 'is nested too deeply.');
  if (value === null)
    return d.nullable || d.type === 'mixed' ? null : fail(errors, path, `must be ${EXPECTED[d.type] ?? 'given'}.`);
  switch (d.type) {
    case 'string':
      return typeof value === 'string' ? checkText(value, path, errors) : mismatch(d, path, errors);
    case 'number':
      return typeof value === 'number' || typeof value === 'string' ? value : mismatch(d, path, errors);
    case 'boolean':
      return typeof value === 'boolean' || typeof value === 'string' ? value : mismatch(d, path, errors);
    case 'date':
      return typeof value === 'string' ? checkText(value, path, errors) : mismatch(d, path, errors);
    case 'array':
      if (!Array.isArray(value)) return mismatch(d, path, errors);
      return value.map((item, i) =>
        d.innerType && !Array.isArray(d.innerType)
          ? walk(d.innerType as Description, item, join(path, i), errors, depth + 1)
          : anyValue(item, join(path, i), errors, depth + 1),
      );
    case 'object':
      if (typeof value !== 'object' || Array.isArray(value)) return mismatch(d, path, errors);
      return Object.fromEntries(
        Object.entries(d.fields ?? {})
          .filter(([key]) => !FORBIDDEN_KEYS.has(key) && Object.hasOwn(value, key))
          .map(([key, field]) => [
            key,
            walk(field as Description, (value as Record<string, unknown>)[key], join(path, key), errors, depth + 1),
          ]),
      );
    default:
      return anyValue(value, path, errors, depth);
  }
}

/** A value the schema does not type (mixed, tuple, lazy): copied without prototype keys, its strings checked. */
function anyValue(value: unknown, path: string, errors: FieldErrors, depth: number): unknown {
  if (depth > MAX_DEPTH) return fail(errors, path, 'is nested too deeply.');
  if (typeof value === 'string') return checkText(value, path, errors);
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((item, i) => anyValue(item, join(path, i), errors, depth + 1));
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !FORBIDDEN_KEYS.has(key))
      .map(([key, item]) => [key, anyValue(item, join(path, key), errors, depth + 1)]),
  );
}

function checkText(text: string, path: string, errors: FieldErrors): string {
  if (hasControlCharacters(text)) fail(errors, path, 'may not contain control characters.');
  return text;
}

const mismatch = (d: Description, path: string, errors: FieldErrors) =>
  fail(errors, path, `must be ${EXPECTED[d.type]}.`);

const join = (path: string, key: string | number) => (path === '' ? String(key) : `${path}.${key}`);

/** Records `The <field> field …` (or `Each <field> entry …` inside a list) under the path; the value is dropped. */
function fail(errors: FieldErrors, path: string, problem: string): undefined {
  const parts = path === '' ? [] : path.split('.');
  const name = [...parts]
    .reverse()
    .find((p) => !/^\d+$/.test(p))
    ?.replace(/_/g, ' ');
  const subject = !name ? 'The request body' : /^\d+$/.test(parts.at(-1)!) ? `Each ${name} entry` : `The ${name} field`;
  (errors[path === '' ? 'body' : path] ??= []).push(`${subject} ${problem}`);
  return undefined;
}
