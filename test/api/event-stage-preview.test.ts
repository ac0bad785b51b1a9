import assert from 'node:assert/strict';
import { QueryTypes } from 'sequelize';
import { createMemberSession, createTenantSession } from '../helpers/tenant';
import { addInvitee, assertEventSmsFiguresExact, createEvent, createStage, recordPayment } from '../helpers/events';
import { creditedSession, smsBalance } from '../helpers/sms';
import { expectedStageText, sandboxTextsTo, sendStage } from '../helpers/stages';
import { waitFor } from '../helpers/wait-for';
import { testEnv } from '../helpers/env';
import { loadOptOutKey } from '../../db/messaging/opt-out-key';
import { optOutToken } from '../../domain/messaging/opt-out-token';
import { countSmsSegments, describeSmsText } from '../../domain/messaging/sms-segments';
import { SAMPLE_INVITEE } from '../../use-cases/events/stage-preview';

const BODY = 'Habari {invitee_name}! {event_name} ni tarehe {event_date}, {venue}. Ahadi: {pledge_amount}.';

const batchesOf = async (tenantId: number): Promise<number> => {
  const [row] = await testEnv().sequelize.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM send_batches WHERE tenant_id = $1',
    { bind: [tenantId], type: QueryTypes.SELECT },
  );
  return row.n;
};

describe('previewing an event stage (POST …/sms-stages/preview)', () => {
  afterEach(assertEventSmsFiguresExact);

  it('renders the body for the first invitee a send would reach and prices every one of them as the figures and the send bill them', async () => {
    const owner = await creditedSession(30);
    const key = await loadOptOutKey(testEnv().sequelize);
    const event = await createEvent(owner, {
      name: 'Harusi ya Neema',
      venue: 'Ukumbi wa Diamond',
      event_date: '2026-12-19',
    });
    const optedOut = await addInvitee(owner, event.id, { name: 'Opted Out' });
    await addInvitee(owner, event.id, { name: 'Declined', status: 'declined' });
    const baraka = await addInvitee(owner, event.id, { name: 'Baraka', pledge_amount: 50_000 });
    const long = await addInvitee(owner, event.id, { name: 'Chausiku '.repeat(10).trim(), status: 'confirmed' });
    assert.equal((await owner.api.post('/opt-outs', { phone: optedOut.phone, channel: 'sms' })).status, 201);

    const res = await owner.api.post(`/events/${event.id}/sms-stages/preview`, { stage_type: 'reminder', body: BODY });
    assert.equal(res.status, 200, JSON.stringify(res.data));
    const text = expectedStageText(BODY, baraka, event, owner.tenant.id, key);
    const costs = [baraka, long].map((i) => countSmsSegments(expectedStageText(BODY, i, event, owner.tenant.id, key)));
    assert.deepEqual(costs, [1, 2], 'the long name makes its text two segments');
    const facts = describeSmsText(text);
    assert.deepEqual(res.data.data, {
      text,
      sms_text: text,
      sample: false,
      encoding: 'GSM-7',
      characters: facts.characters,
      segments: 1,
      non_gsm_characters: [],
      eligible_invitees: 2,
      credits_per_message: 2,
      credits: 3,
      balance: 30,
      sufficient: true,
    });
    assert.equal(await batchesOf(owner.tenant.id), 0, 'nothing is sent');

    // A stage of that body: its figures and its send agree with the preview.
    const stage = await createStage(owner, event.id, { stage_type: 'reminder', body: BODY });
    const listed = (await owner.api.get(`/events/${event.id}/sms-stages`)).data.data[0];
    assert.deepEqual([listed.eligible_invitees, listed.stage_cost], [2, 3]);
    const sent = await sendStage(owner, event.id, stage.id);
    assert.deepEqual([sent.status, sent.data.count, sent.data.credits], [200, 2, 3]);
    assert.equal(await smsBalance(owner), 27);
  });

  it('describes a Unicode body and a short balance; audiences follow stage_type (default custom)', async () => {
    const owner = await creditedSession(1);
    const event = await createEvent(owner);
    await addInvitee(owner, event.id, { name: 'Amani' });
    await addInvitee(owner, event.id, { name: 'Zawadi', status: 'confirmed' });
    const body = 'Karibu {invitee_name} 😀';
    const res = await owner.api.post(`/events/${event.id}/sms-stages/preview`, { body });
    assert.equal(res.status, 200, JSON.stringify(res.data));
    assert.deepEqual(
      [
        res.data.data.text,
        res.data.data.encoding,
        res.data.data.characters,
        res.data.data.non_gsm_characters,
        res.data.data.eligible_invitees,
      ],
      ['Karibu Amani 😀', 'UCS-2', 15, ['😀'], 2],
    );
    assert.deepEqual([res.data.data.credits, res.data.data.balance, res.data.data.sufficient], [2, 1, false]);
    const invitation = await owner.api.post(`/events/${event.id}/sms-stages/preview`, {
      body,
      stage_type: 'invitation',
    });
    assert.deepEqual(
      [invitation.data.data.eligible_invitees, invitation.data.data.credits],
      [1, 1],
      'an invitation skips the confirmed',
    );
  });

  it('renders for a sample invitee when nobody would get it, and prices nothing', async () => {
    const owner = await createTenantSession();
    const key = await loadOptOutKey(testEnv().sequelize);
    const event = await createEvent(owner, { venue: null });
    await addInvitee(owner, event.id);
    const body = '{invitee_name}: {pledge_amount} {venue}| {event_link} {optout_link}';
    const res = await owner.api.post(`/events/${event.id}/sms-stages/preview`, { body, stage_type: 'thank_you' });
    assert.equal(res.status, 200, JSON.stringify(res.data));
    const base = testEnv().baseUrl;
    const text = `${SAMPLE_INVITEE.name}: TZS 50,000 | ${base}/e/${SAMPLE_INVITEE.publicToken} ${base}/u/${optOutToken(key, owner.tenant.id, SAMPLE_INVITEE.phone)}`;
    assert.deepEqual(
      [
        res.data.data.text,
        res.data.data.sample,
        res.data.data.eligible_invitees,
        res.data.data.credits,
        res.data.data.credits_per_message,
      ],
      [text, true, 0, 0, countSmsSegments(text)],
    );
  });

  it('renders {paid_total} and {pledge_balance} for the invitee (and the sample), as the send does', async () => {
    const owner = await creditedSession(10);
    const event = await createEvent(owner);
    const body = '{invitee_name}: umelipa {paid_total}, salio {pledge_balance}.';
    const sample = await owner.api.post(`/events/${event.id}/sms-stages/preview`, {
      body,
      stage_type: 'pledge_reminder',
    });
    assert.deepEqual(
      [sample.data.data.sample, sample.data.data.text],
      [true, `${SAMPLE_INVITEE.name}: umelipa TZS 20,000, salio TZS 30,000.`],
    );
    const invitee = await addInvitee(owner, event.id, { name: 'Baraka', pledge_amount: 100_000 });
    await recordPayment(owner, event.id, invitee.id, 40_000);
    const res = await owner.api.post(`/events/${event.id}/sms-stages/preview`, { body, stage_type: 'pledge_reminder' });
    assert.equal(res.status, 200, JSON.stringify(res.data));
    assert.deepEqual(
      [res.data.data.sample, res.data.data.text],
      [false, 'Baraka: umelipa TZS 40,000, salio TZS 60,000.'],
    );
    const stage = await createStage(owner, event.id, { stage_type: 'pledge_reminder', body });
    assert.equal((await sendStage(owner, event.id, stage.id)).status, 200);
    assert.deepEqual(
      await waitFor(() => sandboxTextsTo([invitee.phone]).get(invitee.phone)?.[0], 30_000),
      res.data.data.text,
    );
  });

  it('refuses what a stage create refuses (422): unknown placeholders, no body, chat fields on SMS, a chat stage without its template', async () => {
    const owner = await createTenantSession();
    const event = await createEvent(owner);
    const preview = (body: Record<string, unknown>) =>
      owner.api.post(`/events/${event.id}/sms-stages/preview`, { body: 'Habari', ...body });
    const unknown = await preview({ body: 'Habari {name}' });
    assert.equal(unknown.status, 422);
    assert.match(
      unknown.data.errors.body[0],
      /^Unknown placeholder in the body: \{name\}\. The allowed placeholders are \{invitee_name\}, /,
    );
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ body: undefined }, 'body'],
      [{ body: ' ' }, 'body'],
      [{ stage_type: 'birthday' }, 'stage_type'],
      [{ channel: 'fax' }, 'channel'],
      [{ chat_template_id: 1 }, 'chat_template_id'],
      [{ channel: 'chat' }, 'chat_template_id'],
      [{ channel: 'chat', chat_template_id: 999_999, chat_variables: ['{jina}'] }, 'chat_variables'],
    ];
    for (const [body, field] of cases) {
      const res = await preview(body);
      assert.equal(res.status, 422, JSON.stringify(body));
      assert.deepEqual(Object.keys(res.data.errors), [field], JSON.stringify(res.data));
    }
  });

  it("answers 404 for another tenant's event, 403 without events.send_sms (the permission of a stage create)", async () => {
    const [owner, other] = [await createTenantSession(), await createTenantSession()];
    const event = await createEvent(owner);
    await addInvitee(owner, event.id, { name: 'Siri' });
    const theirs = await other.api.post(`/events/${event.id}/sms-stages/preview`, { body: 'Habari {invitee_name}' });
    assert.deepEqual([theirs.status, JSON.stringify(theirs.data).includes('Siri')], [404, false]);
    const viewer = await createMemberSession(owner, ['events.view']);
    assert.equal((await viewer.api.post(`/events/${event.id}/sms-stages/preview`, { body: 'Habari' })).status, 403);
    const sender = await createMemberSession(owner, ['events.send_sms']);
    assert.equal((await sender.api.post(`/events/${event.id}/sms-stages/preview`, { body: 'Habari' })).status, 200);
  });
});
