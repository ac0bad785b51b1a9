/**
 * Inputs for the properties that hold a send body's validation without yup (api/messaging/schemas/*-body.ts) to
 * yup's own: the outcome of a validation, and the field values both the bulk list and the single send take.
 */
import fc from 'fast-check';
import { AppError } from '../../api/http/errors/errors';

/** What a validation gives: the value, or the refusal's status, message and body. */
export async function validationOutcome(validate: () => Promise<unknown>): Promise<unknown> {
  try {
    return { value: await validate() };
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return { status: err.status, message: err.message, body: err.body };
  }
}

const digits = (n: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: n, maxLength: n });

/** A `to`: canonical, local and spaced numbers, landlines, near misses and any string. */
export const phoneInputArb = fc.oneof(
  digits(8).map((d) => `2557${d}`),
  digits(8).map((d) => `06${d}`),
  digits(8).map((d) => ` +255 7${d} `),
  digits(9).map((d) => `2550${d.slice(1)}`),
  digits(8).map((d) => `2552${d}`),
  fc.constantFrom('', '  ', '12345', '0754000401', '+255-754-000-401', '2557540004011'),
  fc.string(),
);

/** A `text`: absent, null, padded, and lengths around the 4,000-character limit. */
export const textInputArb = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.string(),
  fc.string().map((s) => `  ${s}\n`),
  fc.integer({ min: 3995, max: 4005 }).map((n) => 'a'.repeat(n)),
  fc.integer({ min: 3995, max: 4005 }).map((n) => ` ${'b'.repeat(n)} `),
);

/** An id field (`contact_id`, `template_id`): absent, null, out of range, fractional, or a string. */
export const idInputArb = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.integer({ min: -2, max: 5 }),
  fc.constantFrom(2_147_483_647, 2_147_483_648, 1.5, Number.MAX_SAFE_INTEGER, '7', 'x', ''),
);
