import assert from 'node:assert/strict';
import fc from 'fast-check';
import { validateSendInput } from '../../api/messaging/schemas/send-body';
import { sendSmsSchema } from '../../api/messaging/schemas/sms';
import { validateInput } from '../../api/http/middleware/validate';
import {
  idInputArb,
  phoneInputArb,
  textInputArb,
  validationOutcome as outcome,
} from '../helpers/send-body-arbitraries';

const phone = fc.oneof(phoneInputArb, fc.integer());
const text = fc.oneof(textInputArb, fc.constantFrom('', '   ', '\n'), fc.integer());
const body = fc.record(
  {
    to: fc.option(phone, { nil: undefined }),
    text,
    contact_id: idInputArb,
    template_id: idInputArb,
    scheduled_at: fc.constantFrom(undefined, null, '2099-01-01T08:00:00Z', '2001-01-01T08:00:00Z', 'kesho'),
    normalize: fc.constantFrom(undefined, true, false, 'yes'),
    extra: fc.option(fc.string(), { nil: undefined }),
  },
  { requiredKeys: [] },
);

describe('the single send body (the common body settled without yup)', () => {
  it('gives what sendSmsSchema gives for any body: the same values, or the same 422 with the same errors', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(body, fc.anything()), async (input) => {
        const expected = await outcome(() => validateInput(sendSmsSchema, structuredClone(input)));
        assert.deepEqual(await outcome(() => validateSendInput(structuredClone(input))), expected);
      }),
      { numRuns: 1000 },
    );
  });

  it('settles a local number and a padded text to what yup makes of them', async () => {
    const input = { to: ' 0754 000 401 ', text: ' Habari ', contact_id: 3, unknown: 'dropped' };
    const taken = await validateSendInput(input);
    assert.deepEqual(taken, await validateInput(sendSmsSchema, input));
    assert.deepEqual(taken, { to: '255754000401', text: 'Habari', contact_id: 3 });
  });
});
