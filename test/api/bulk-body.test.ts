import assert from 'node:assert/strict';
import fc from 'fast-check';
import { validateBulkInput } from '../../api/messaging/schemas/bulk-body';
import { MAX_BULK_MESSAGES, sendBulkSchema } from '../../api/messaging/schemas/sms';
import { validateInput } from '../../api/http/middleware/validate';
import {
  idInputArb,
  phoneInputArb,
  textInputArb,
  validationOutcome as outcome,
} from '../helpers/send-body-arbitraries';

const item = fc.record(
  {
    to: fc.option(phoneInputArb, { nil: undefined }),
    text: textInputArb,
    contact_id: idInputArb,
    extra: fc.option(fc.string(), { nil: undefined }),
  },
  { requiredKeys: [] },
);
const body = fc.record(
  {
    messages: fc.oneof(fc.array(item, { maxLength: 6 }), fc.constant(undefined), fc.constant(null)),
    template_id: fc.oneof(fc.constant(undefined), fc.constant(null), fc.integer({ min: -1, max: 3 }), fc.constant('2')),
    scheduled_at: fc.constantFrom(undefined, null, '2099-01-01T08:00:00Z', '2001-01-01T08:00:00Z', 'kesho'),
    normalize: fc.constantFrom(undefined, true, false, 'yes'),
  },
  { requiredKeys: [] },
);

describe('the bulk send body (validated without yup per item)', () => {
  it('gives what sendBulkSchema gives for any body: the same values, or the same 422 with the same errors', async () => {
    await fc.assert(
      fc.asyncProperty(body, async (input) => {
        const expected = await outcome(() => validateInput(sendBulkSchema, structuredClone(input)));
        assert.deepEqual(await outcome(() => validateBulkInput(structuredClone(input))), expected);
      }),
      { numRuns: 400 },
    );
  });

  it('refuses an empty list and one past the limit as yup does, and takes a full list of canonical and local numbers', async () => {
    for (const messages of [
      [],
      Array.from({ length: MAX_BULK_MESSAGES + 1 }, () => ({ to: '255754000401', text: 'x' })),
    ]) {
      const refused = await outcome(() => validateBulkInput({ messages }));
      assert.deepEqual(refused, await outcome(() => validateInput(sendBulkSchema, { messages })));
      assert.equal((refused as { status: number }).status, 422);
    }
    const full = Array.from({ length: MAX_BULK_MESSAGES }, (_, i) => ({
      to: i % 2 ? `2557${String(60_000_000 + i)}` : ` 07${String(60_000_000 + i)} `,
      text: ` Habari ${i} `,
    }));
    const taken = await validateBulkInput({ messages: full, normalize: true });
    assert.deepEqual(taken, await validateInput(sendBulkSchema, { messages: full, normalize: true }));
    assert.deepEqual(taken.messages[0], { to: '255760000000', text: 'Habari 0' });
  });
});
