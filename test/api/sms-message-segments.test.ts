import assert from 'node:assert/strict';
import { creditedSession, smsBalance } from '../helpers/sms';
import type { TenantSession } from '../helpers/tenant';
import { waitFor } from '../helpers/wait-for';

/** 170 GSM-7 septets (the extension character € counts 2): two segments. */
const TWO_GSM_SEGMENTS = `Mkutano wa wanachama ni kesho saa 4 asubuhi; ada ni €5. ${'Karibuni wote. '.repeat(7)}`;
/** An emoji forces UCS-2: 1 segment of 70 UTF-16 units. */
const UNICODE = 'Hongera kwa siku yako ya kuzaliwa 🎉';

const figuresOf = (m: Record<string, unknown>) => [m.segments, m.encoding, m.credits];

async function previewFigures(session: TenantSession, text: string) {
  const res = await session.api.post('/sms/preview', { text, to: '0754000801' });
  assert.equal(res.status, 200, JSON.stringify(res.data));
  return [res.data.segments, res.data.encoding, res.data.credits];
}

describe('SMS messages show their segments, encoding and credits', () => {
  it('a two-segment GSM-7 text and a Unicode one, in the send answer, the message and the list, as the preview counts them', async () => {
    const session = await creditedSession(10);
    assert.deepEqual(await previewFigures(session, TWO_GSM_SEGMENTS), [2, 'GSM-7', 2]);
    assert.deepEqual(await previewFigures(session, UNICODE), [1, 'UCS-2', 1]);

    const gsm = await session.api.post('/sms/send', { to: '0754000801', text: TWO_GSM_SEGMENTS });
    const unicode = await session.api.post('/sms/send', { to: '0754000802', text: UNICODE });
    assert.deepEqual([gsm.status, unicode.status], [201, 201], JSON.stringify([gsm.data, unicode.data]));
    assert.deepEqual(figuresOf(gsm.data.data), [2, 'GSM-7', 2]);
    assert.deepEqual(figuresOf(unicode.data.data), [1, 'UCS-2', 1]);
    assert.equal(await smsBalance(session), 10 - 3);

    const one = await session.api.get(`/messages/${gsm.data.data.id}`);
    assert.deepEqual(figuresOf(one.data.data), [2, 'GSM-7', 2]);
    const list = await session.api.get('/messages');
    assert.deepEqual(
      list.data.data.map((m: Record<string, unknown>) => [m.id, ...figuresOf(m)]),
      [
        [unicode.data.data.id, 1, 'UCS-2', 1],
        [gsm.data.data.id, 2, 'GSM-7', 2],
      ],
    );
  });

  it("a batch's messages show the credits each was billed", async () => {
    const session = await creditedSession(10);
    const res = await session.api.post('/sms/send-bulk', {
      messages: [
        { to: '0754000803', text: TWO_GSM_SEGMENTS },
        { to: '0754000804', text: UNICODE },
      ],
    });
    assert.equal(res.status, 202, JSON.stringify(res.data));
    assert.equal(await smsBalance(session), 10 - 3);
    const rows = await waitFor(async () => {
      const page = await session.api.get('/messages', { params: { batch_id: res.data.batch_id } });
      return page.data.data.length === 2 && (page.data.data as Array<Record<string, unknown>>);
    });
    assert.deepEqual(rows.map((m) => [m.to_number, ...figuresOf(m)]).sort(), [
      ['255754000803', 2, 'GSM-7', 2],
      ['255754000804', 1, 'UCS-2', 1],
    ]);
  });
});
