import assert from 'node:assert/strict';
import { creditedSession, smsBalance } from '../helpers/sms';
import { waitFor } from '../helpers/wait-for';

/** 162 GSM-7 septets: two segments, so two credits. */
const TWO_SEGMENTS = `Mkutano wa wanachama ni kesho saa 4 asubuhi; ada ni €5. ${'Karibuni wote. '.repeat(7)}`;

/** Valid items at 0 (1 credit) and 2 (2 credits); each other is refused for a reason of its own. */
const MIXED_LIST = [
  { to: '0754000901', text: 'Habari' },
  { to: '12345', text: 'Habari' }, // not a number (the body's rules)
  { to: '0754000903', text: TWO_SEGMENTS },
  { to: '0754000904' }, // no text and no template (the send's rules)
  { to: '0754000905', text: 'Habari', contact_id: 2_147_483_000 }, // not one of the tenant's contacts
  { to: 754000906, text: 'Habari' }, // a wrong JSON type
];

describe('POST /sms/send-bulk with invalid: "skip"', () => {
  it('without it, one bad item still refuses the whole list and nothing is billed', async () => {
    const session = await creditedSession(10);
    const res = await session.api.post('/sms/send-bulk', { messages: MIXED_LIST });
    assert.equal(res.status, 422, JSON.stringify(res.data));
    assert.equal(typeof res.data.errors, 'object');
    assert.equal(await smsBalance(session), 10);
    assert.deepEqual((await session.api.get('/sms/batches')).data.data, []);
  });

  it('sends the valid items, answers each other with its index, and bills only what it queued', async () => {
    const session = await creditedSession(10);
    const res = await session.api.post('/sms/send-bulk', { messages: MIXED_LIST, invalid: 'skip' });
    assert.equal(res.status, 202, JSON.stringify(res.data));
    assert.equal(res.data.count, 2);
    const rejected = res.data.rejected as Array<{ index: number; to: string | null; message: string; code: string }>;
    assert.deepEqual(
      rejected.map((r) => [r.index, r.to, r.code]),
      [
        [1, '12345', 'validation_failed'],
        [3, '255754000904', 'validation_failed'],
        [4, '255754000905', 'validation_failed'],
        [5, null, 'validation_failed'],
      ],
    );
    assert.equal(rejected[1]!.message, 'The text field is required when template id is not present.');
    assert.equal(rejected[2]!.message, 'The selected contact id is invalid.');
    for (const r of rejected) assert.ok(r.message.length > 0);

    assert.equal(await smsBalance(session), 10 - 3);
    const batch = await session.api.get(`/sms/batches/${res.data.batch_id}`);
    assert.deepEqual([batch.data.data.total, batch.data.data.credits], [2, 3]);
    const rows = await waitFor(async () => {
      const page = await session.api.get('/messages', { params: { batch_id: res.data.batch_id } });
      return page.data.data.length === 2 && (page.data.data as Array<{ to_number: string; body: string }>);
    });
    assert.deepEqual(rows.map((m) => m.to_number).sort(), ['255754000901', '255754000903']);
  });

  it('with no valid item left, refuses the list as without it', async () => {
    const session = await creditedSession(10);
    const res = await session.api.post('/sms/send-bulk', {
      messages: [MIXED_LIST[1], MIXED_LIST[3], MIXED_LIST[5]],
      invalid: 'skip',
    });
    assert.equal(res.status, 422, JSON.stringify(res.data));
    assert.equal(await smsBalance(session), 10);
    const unknown = await session.api.post('/sms/send-bulk', { messages: MIXED_LIST.slice(0, 1), invalid: 'some' });
    assert.deepEqual(
      [unknown.status, unknown.data.errors],
      [422, { invalid: ['The invalid field must be skip or refuse.'] }],
    );
  });
});
