import assert from 'node:assert/strict';
import fc from 'fast-check';
import { validateSendInput } from '../../api/messaging/schemas/send-body';
import { sendSmsSchema } from '../../api/messaging/schemas/sms';
import { validateInput } from '../../api/middleware/validate';
import { AppError } from '../../api/errors';

/** What a validation gives: the value, or the refusal's status, message and body. */
async function outcome(validate: () => Promise<unknown>): Promise<unknown> {
  try {
    return { value: await validate() };
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return { status: err.status, message: err.message, body: err.body };
  }
}

const digits = (n: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: n, maxLength: n });
const phone = fc.oneof(
  digits(8).map((d) => `2557${d}`), digits(8).map((d) => `06${d}`), digits(8).map((d) => ` +255 7${d} `), digits(9).map((d) => `2550${d.slice(1)}`),
  digits(8).map((d) => `2552${d}`), fc.constantFrom('', '  ', '12345', '0754000401', '+255-754-000-401', '2557540004011'), fc.string(), fc.integer(),
);
const text = fc.oneof(
  fc.constant(undefined), fc.constant(null), fc.string(), fc.constantFrom('', '   ', '\n'), fc.string().map((s) => `  ${s}\n`),
  fc.integer({ min: 3995, max: 4005 }).map((n) => 'a'.repeat(n)), fc.integer({ min: 3995, max: 4005 }).map((n) => ` ${'b'.repeat(n)} `), fc.integer(),
);
const id = fc.oneof(
  fc.constant(undefined), fc.constant(null), fc.integer({ min: -2, max: 5 }), fc.constantFrom(2_147_483_647, 2_147_483_648, 1.5, Number.MAX_SAFE_INTEGER, '7', 'x', ''),
);
const body = fc.record({
  to: fc.option(phone, { nil: undefined }), text, contact_id: id, template_id: id,
  scheduled_at: fc.constantFrom(undefined, null, '2099-01-01T08:00:00Z', '2001-01-01T08:00:00Z', 'kesho'),
  normalize: fc.constantFrom(undefined, true, false, 'yes'), extra: fc.option(fc.string(), { nil: undefined }),
}, { requiredKeys: [] });

describe('the single send body (the common body settled without yup)', () => {
  it('gives what sendSmsSchema gives for any body: the same values, or the same 422 with the same errors', async () => {
    await fc.assert(fc.asyncProperty(fc.oneof(body, fc.anything()), async (input) => {
      const expected = await outcome(() => validateInput(sendSmsSchema, structuredClone(input)));
      assert.deepEqual(await outcome(() => validateSendInput(structuredClone(input))), expected);
    }), { numRuns: 1000 });
  });

  it('settles a local number and a padded text to what yup makes of them', async () => {
    const input = { to: ' 0754 000 401 ', text: ' Habari ', contact_id: 3, unknown: 'dropped' };
    const taken = await validateSendInput(input);
    assert.deepEqual(taken, await validateInput(sendSmsSchema, input));
    assert.deepEqual(taken, { to: '255754000401', text: 'Habari', contact_id: 3 });
  });
});
