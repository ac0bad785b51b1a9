import assert from 'node:assert/strict';
import axios from 'axios';
import { QueryTypes } from 'sequelize';
import { createTenantSession, type TenantSession } from '../helpers/tenant';
import { balanceOf, creditTenant, emptyWallets } from '../helpers/credits';
import { phoneNumbers } from '../helpers/sms';
import { addInvitee, createEvent, recordPayment, showEvent, SHOWCASE_WEDDING } from '../helpers/events';
import { testEnv } from '../helpers/env';
import { waitFor } from '../helpers/wait-for';
import { startWebhookReceiver } from '../helpers/webhook-receiver';
import { TEST_USSD_CALLBACK_TOKEN } from '../helpers/sandboxes';
import { USSD_SCREEN_MAX } from '../../domain/events/ussd-menu';
import { MULTI_SEND_PATH } from '../../infra/providers/sms-gateway';

interface Session {
  id: string;
  status: 'active' | 'ended' | 'failed';
  screen: string;
  steps: { text: string; answer: string; httpStatus: number | null }[];
}

const sandbox = () => `${testEnv().sandboxes.sms.url}/__sandbox/ussd`;

/** Every answer a session got fits a phone's screen (CON/END included). */
function assertScreensFit(session: Session): void {
  for (const step of session.steps) assert.ok(step.answer.length <= USSD_SCREEN_MAX, step.answer);
}

/** Dials through the gateway sandbox, which posts the first step to our callback; returns the session. */
async function dial(phone: string, serviceCode = '*150*00#'): Promise<Session> {
  const res = await axios.post(`${sandbox()}/sessions`, { phoneNumber: phone, serviceCode });
  assert.equal(res.status, 201, JSON.stringify(res.data));
  assertScreensFit(res.data);
  return res.data;
}

async function send(session: Session, text: string): Promise<Session> {
  const res = await axios.post(`${sandbox()}/sessions/${session.id}/input`, { text });
  assert.equal(res.status, 200, JSON.stringify(res.data));
  assertScreensFit(res.data);
  return res.data;
}

/** Dials and answers each input in turn; returns the session after the last. */
async function walk(phone: string, inputs: string[], serviceCode?: string): Promise<Session> {
  let session = await dial(phone, serviceCode);
  for (const input of inputs) session = await send(session, input);
  return session;
}

const inviteeRow = async (id: number) => {
  const [row] = await testEnv().sequelize.query<{ status: string; pledge: number; public_token: string }>(
    'SELECT status, pledge_amount::float8 AS pledge, public_token FROM event_invitees WHERE id = $1',
    { bind: [id], type: QueryTypes.SELECT },
  );
  return row!;
};

const attending = async (id: number) => {
  const [row] = await testEnv().sequelize.query<{ status: string; attending_count: number | null }>(
    'SELECT status, attending_count FROM event_invitees WHERE id = $1',
    { bind: [id], type: QueryTypes.SELECT },
  );
  return [row!.status, row!.attending_count];
};

const textsTo = (phone: string): string[] =>
  testEnv()
    .sandboxes.sms.store.allMessages()
    .filter((m) => m.to === phone)
    .map((m) => m.text);

const postStep = (fields: Record<string, string>, token = TEST_USSD_CALLBACK_TOKEN) =>
  axios.post(`${testEnv().baseUrl}/api/webhooks/ussd/${token}`, new URLSearchParams(fields).toString(), {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    validateStatus: () => true,
  });

describe('USSD: the callback and every menu path, run through the gateway sandbox', () => {
  let tenantA: TenantSession;
  let tenantB: TenantSession;

  before(async () => {
    [tenantA, tenantB] = await Promise.all([createTenantSession(), createTenantSession()]);
    await Promise.all([creditTenant(tenantA.tenant.id, 'sms', 100), creditTenant(tenantB.tenant.id, 'sms', 100)]);
  });

  it("answers text/plain in Africa's Talking's protocol; a wrong token is 401, a step without phone 422", async () => {
    const [number] = phoneNumbers(1);
    const fields = {
      sessionId: 'ATUid_1',
      serviceCode: '*150*00#',
      phoneNumber: `+${number}`,
      networkCode: '64002',
      text: '',
    };
    const ok = await postStep(fields);
    const wrong = await postStep(fields, 'test-delivery-webhook-token');
    const noPhone = await postStep({ sessionId: 'ATUid_2', serviceCode: '*150*00#', text: '' });
    assert.deepEqual(
      [ok.status, ok.headers['content-type'], wrong.status, noPhone.status, Object.keys(noPhone.data.errors)],
      [200, 'text/plain; charset=utf-8', 401, 422, ['phoneNumber']],
    );
    assert.match(ok.data, /^END Samahani, hatukupata mwaliko/);
  });

  it('the sandbox ends a session on an answer a gateway cannot show, and refuses input once it is over', async () => {
    const [number] = phoneNumbers(1);
    const wrongToken = `${testEnv().baseUrl}/api/webhooks/ussd/not-the-token`;
    const failed = await axios.post(`${sandbox()}/sessions`, { phoneNumber: number, url: wrongToken });
    assert.deepEqual(
      [failed.status, failed.data.status, failed.data.screen, failed.data.steps[0].httpStatus],
      [201, 'failed', 'USSD error (HTTP 401).', 401],
    );
    const after = await axios.post(
      `${sandbox()}/sessions/${failed.data.id}/input`,
      { text: '1' },
      { validateStatus: () => true },
    );
    const badPhone = await axios.post(
      `${sandbox()}/sessions`,
      { phoneNumber: '12345' },
      { validateStatus: () => true },
    );
    const badCode = await axios.post(
      `${sandbox()}/sessions`,
      { phoneNumber: number, serviceCode: '150' },
      { validateStatus: () => true },
    );
    assert.deepEqual([after.status, badPhone.status, badCode.status], [409, 400, 400]);
    const shown = await axios.get(`${sandbox()}/sessions/${failed.data.id}`);
    assert.deepEqual(shown.data.inputs, []);
  });

  it('an unknown phone gets a polite END', async () => {
    const [number] = phoneNumbers(1);
    const session = await dial(number!);
    assert.equal(session.status, 'ended');
    assert.match(session.screen, /^Samahani, hatukupata mwaliko wa namba hii\. Wasiliana na mwandaaji\.\nSorry/);
  });

  it('RSVP with how many (within the card): confirmed, invitee.rsvp fired, figures as from the page', async () => {
    const receiver = await startWebhookReceiver();
    after(() => receiver.close());
    const endpoint = await tenantA.api.post('/webhook-endpoints', { url: receiver.url, events: ['invitee.rsvp'] });
    assert.equal(endpoint.status, 201, JSON.stringify(endpoint.data));
    receiver.secret = endpoint.data.data.secret as string;
    const event = await createEvent(tenantA, { ...SHOWCASE_WEDDING });
    const invitee = await addInvitee(tenantA, event.id, { card_type: 'family' });
    const session = await dial(invitee.phone);
    assert.equal(
      session.screen,
      'Harusi ya Asha na Juma\n1. Thibitisha kuhudhuria\n2. Weka au badilisha ahadi\n3. Salio la ahadi\n4. Jinsi ya kulipa\n0. English',
    );
    assert.equal((await send(session, '1')).screen, 'Utahudhuria?\n1. Ndiyo\n2. Hapana');
    assert.equal((await send(session, '1')).screen, 'Mtakuja watu wangapi? Andika 1 hadi 4:');
    assert.match((await send(session, '7')).screen, /^Chaguo si sahihi\./);
    const done = await send(session, '3');
    assert.deepEqual([done.status, done.screen], ['ended', 'Asante! Umethibitisha kuhudhuria (watu 3).']);
    assert.deepEqual(await attending(invitee.id), ['confirmed', 3]);
    const fewer = await walk(invitee.phone, ['1', '1', '2']);
    assert.equal(fewer.screen, 'Asante! Umethibitisha kuhudhuria (watu 2).');
    assert.deepEqual(await attending(invitee.id), ['confirmed', 2]);
    const [rsvp] = await waitFor(async () => {
      const events = receiver.uniqueEvents().filter((e) => e.type === 'invitee.rsvp');
      return events.length > 0 ? events : undefined;
    });
    assert.deepEqual(
      [rsvp!.data.invitee_id, rsvp!.data.status, rsvp!.data.previous_status],
      [invitee.id, 'confirmed', 'pending'],
    );
    const declined = await walk(invitee.phone, ['0', '1', '2']);
    assert.deepEqual(
      [declined.status, declined.screen],
      ['ended', 'Thank you for letting us know you will not attend.'],
    );
    assert.deepEqual(await attending(invitee.id), ['declined', null]);
  });

  it('a pledge: words are asked again in digits, then confirmed; the event figures follow', async () => {
    const event = await createEvent(tenantA, { status: 'active' });
    const invitee = await addInvitee(tenantA, event.id, { pledge_amount: 20_000 });
    const session = await walk(invitee.phone, ['2']);
    assert.equal(session.screen, 'Ahadi yako sasa: TZS 20,000\nAndika kiasi cha ahadi (mfano 50000):');
    assert.match((await send(session, 'elfu hamsini')).screen, /^Hatukuelewa kiasi\. Andika kwa tarakimu/);
    assert.match((await send(session, 'abc')).screen, /^Hatukuelewa kiasi/);
    assert.equal((await send(session, '50000')).screen, 'Thibitisha ahadi ya TZS 50,000?\n1. Ndiyo\n2. Hapana');
    assert.equal((await inviteeRow(invitee.id)).pledge, 20_000);
    const done = await send(session, '1');
    assert.deepEqual([done.status, done.screen], ['ended', 'Asante! Ahadi yako ya TZS 50,000 imepokelewa.']);
    assert.equal((await inviteeRow(invitee.id)).pledge, 50_000);
    assert.equal((await showEvent(tenantA, event.id)).total_pledged, 50_000);
    const refused = await walk(invitee.phone, ['2', '70000', '2']);
    assert.deepEqual([refused.status, refused.screen], ['ended', 'Ahadi yako haijabadilishwa.']);
    assert.equal((await inviteeRow(invitee.id)).pledge, 50_000);
  });

  it('the statement on screen, and by SMS on request billed to the organization (once per session)', async () => {
    const event = await createEvent(tenantA, { ...SHOWCASE_WEDDING });
    const invitee = await addInvitee(tenantA, event.id, { pledge_amount: 100_000 });
    await recordPayment(tenantA, event.id, invitee.id, 30_000, { payment_date: '2026-11-01' });
    const session = await walk(invitee.phone, ['3']);
    assert.equal(
      session.screen,
      'Ahadi: TZS 100,000\nUmelipa: TZS 30,000\nSalio: TZS 70,000\n1. Nitumie kwa SMS\n2. Toka',
    );
    const balance = await balanceOf(tenantA.tenant.id, 'sms');
    const done = await send(session, '1');
    assert.deepEqual([done.status, done.screen], ['ended', 'Salio lako linakuja kwa SMS.']);
    const { public_token } = await inviteeRow(invitee.id);
    const statement = [
      'Harusi ya Asha na Juma: Asha Mrisho',
      'Ahadi: TZS 100,000',
      'Malipo: 2026-11-01 TZS 30,000',
      'Salio: TZS 70,000',
      'Lipa: CRDB Bank 0150 2233 4455 Kamati ya Harusi',
      `Au: ${testEnv().config.publicBaseUrl}/e/${public_token}`,
    ].join('\n');
    // The worker sends it: the screen did not wait for the gateway.
    assert.deepEqual(await waitFor(() => textsTo(invitee.phone).length > 0 && textsTo(invitee.phone)), [statement]);
    assert.ok((await balanceOf(tenantA.tenant.id, 'sms')) < balance);
    // The gateway resends a step it got no answer to: the SMS is not sent twice.
    const again = await postStep({
      sessionId: session.id,
      serviceCode: '*150*00#',
      phoneNumber: `+${invitee.phone}`,
      networkCode: '64002',
      text: '3*1',
    });
    assert.equal(again.data, 'END Salio lako linakuja kwa SMS.');
    assert.deepEqual(textsTo(invitee.phone), [statement]);
    const exit = await walk(invitee.phone, ['3', '2']);
    assert.deepEqual([exit.status, exit.screen], ['ended', 'Asante!']);
    assert.equal(textsTo(invitee.phone).length, 1);
  });

  it('how to pay: the bank on screen, and an SMS with the payment link; without credits the phone is told', async () => {
    const event = await createEvent(tenantB, { ...SHOWCASE_WEDDING });
    const invitee = await addInvitee(tenantB, event.id);
    const session = await walk(invitee.phone, ['0', '4']);
    assert.equal(
      session.screen,
      'Bank: CRDB Bank 0150 2233 4455 Kamati ya Harusi\nOr pay by phone through your link.\n1. Send me the payment link by SMS\n2. Exit',
    );
    const done = await send(session, '1');
    assert.deepEqual([done.status, done.screen], ['ended', 'The payment link is on its way by SMS.']);
    const { public_token } = await inviteeRow(invitee.id);
    assert.deepEqual(await waitFor(() => textsTo(invitee.phone).length > 0 && textsTo(invitee.phone)), [
      `Harusi ya Asha na Juma: pay your pledge by phone through this link: ${testEnv().config.publicBaseUrl}/e/${public_token}`,
    ]);
    const poor = await createTenantSession();
    const poorEvent = await createEvent(poor, { status: 'active' });
    const poorInvitee = await addInvitee(poor, poorEvent.id);
    await emptyWallets(poor.tenant.id);
    const refused = await walk(poorInvitee.phone, ['4', '1']);
    assert.deepEqual(
      [refused.status, refused.screen],
      ['ended', 'Samahani, SMS haikuweza kutumwa sasa. Jaribu tena baadaye.'],
    );
    assert.deepEqual(textsTo(poorInvitee.phone), []);
  });

  it('an SMS asked for on a screen is queued for the worker: with the gateway down the screen says it is on its way, and it arrives once, billed once', async () => {
    const tenant = await createTenantSession();
    await creditTenant(tenant.tenant.id, 'sms', 10);
    const event = await createEvent(tenant, { ...SHOWCASE_WEDDING });
    const invitee = await addInvitee(tenant, event.id);
    // The gateway refuses this phone's next two sends (503), as in an outage; other tests' sends go through.
    const fault = await axios.post(`${testEnv().sandboxes.sms.url}/__sandbox/faults`, {
      path: MULTI_SEND_PATH,
      status: 503,
      count: 2,
      to: invitee.phone,
    });
    assert.equal(fault.status, 200);
    const session = await walk(invitee.phone, ['4']);
    const started = Date.now();
    const done = await send(session, '1');
    const answeredInMs = Date.now() - started;
    assert.deepEqual([done.status, done.screen], ['ended', 'Kiungo cha kulipa kinakuja kwa SMS.']);
    assert.ok(answeredInMs < 2000, `the screen waited ${answeredInMs} ms`);
    const [queued] = await testEnv().sequelize.query<{ id: number }>(
      'SELECT id FROM messages WHERE tenant_id = $1 AND origin_key = $2',
      { bind: [tenant.tenant.id, `ussd:${session.id}:payment_link_sms`], type: QueryTypes.SELECT },
    );
    assert.ok(queued, 'the message is stored with the answer');
    await testEnv().temporal.workflow.getHandle(`queued-sms-${queued.id}`).result();
    const { public_token } = await inviteeRow(invitee.id);
    assert.deepEqual(textsTo(invitee.phone), [
      `Harusi ya Asha na Juma: lipa ahadi yako kwa simu kupitia kiungo hiki: ${testEnv().config.publicBaseUrl}/e/${public_token}`,
    ]);
    const state = await axios.get(`${testEnv().sandboxes.sms.url}/__sandbox/state`);
    const rows = await testEnv().sequelize.query<{ accepted: boolean; debits: number }>(
      `SELECT m.gateway_message_id IS NOT NULL AS accepted, (SELECT count(*) FROM ledger_entries l WHERE l.tenant_id = m.tenant_id AND l.amount < 0)::int AS debits
       FROM messages m WHERE m.tenant_id = $1`,
      { bind: [tenant.tenant.id], type: QueryTypes.SELECT },
    );
    assert.deepEqual([rows, await balanceOf(tenant.tenant.id, 'sms')], [[{ accepted: true, debits: 1 }], 9]);
    assert.ok(!state.data.faults.some((f: { to?: string }) => f.to === invitee.phone), 'both faulted sends were tried');
  });

  it('a resent step whose SMS was given up (failed and refunded) says it was not sent, never "on its way"', async () => {
    const event = await createEvent(tenantA, { ...SHOWCASE_WEDDING });
    const invitee = await addInvitee(tenantA, event.id, { pledge_amount: 100_000 });
    const session = await walk(invitee.phone, ['3']);
    const done = await send(session, '1');
    assert.deepEqual([done.status, done.screen], ['ended', 'Salio lako linakuja kwa SMS.']);
    await waitFor(() => textsTo(invitee.phone).length === 1);
    // What a first attempt leaves when Temporal refused its workflow: the message failed (and refunded).
    await testEnv().sequelize.query("UPDATE messages SET status = 'failed' WHERE tenant_id = $1 AND origin_key = $2", {
      bind: [tenantA.tenant.id, `ussd:${session.id}:statement_sms`],
    });
    const again = await postStep({
      sessionId: session.id,
      serviceCode: '*150*00#',
      phoneNumber: `+${invitee.phone}`,
      networkCode: '64002',
      text: '3*1',
    });
    assert.equal(again.data, 'END Samahani, SMS haikuweza kutumwa sasa. Jaribu tena baadaye.');
    assert.equal(textsTo(invitee.phone).length, 1);
  });

  it("a phone invited by two organizations chooses the event by number; an event's ussd_code goes straight to it", async () => {
    const [number] = phoneNumbers(1);
    const wedding = await createEvent(tenantA, { ...SHOWCASE_WEDDING, event_date: '2026-12-12' });
    const harambee = await createEvent(tenantB, {
      name: 'Harambee ya Shule',
      type: 'harambee',
      event_date: '2026-12-05',
      status: 'active',
    });
    const atWedding = await addInvitee(tenantA, wedding.id, { phone: number });
    const atHarambee = await addInvitee(tenantB, harambee.id, { phone: number });
    const session = await dial(number!);
    assert.equal(session.screen, 'Karibu! Chagua tukio:\n1. Harusi ya Asha na Juma\n2. Harambee ya Shule\n0. English');
    assert.match((await send(session, '2')).screen, /^Harambee ya Shule\n1\. Thibitisha/);
    for (const input of ['2', '25000', '1']) await send(session, input);
    assert.deepEqual([(await inviteeRow(atHarambee.id)).pledge, (await inviteeRow(atWedding.id)).pledge], [25_000, 0]);
    const code = String(Date.now() % 100_000_000);
    const set = await tenantA.api.put(`/events/${wedding.id}`, { ussd_code: code });
    assert.deepEqual([set.status, set.data.data.ussd_code], [200, code]);
    const direct = await dial(number!, `*150*00*${code}#`);
    assert.match(direct.screen, /^Harusi ya Asha na Juma\n1\. Thibitisha kuhudhuria/);
    await send(direct, '2');
    await send(direct, '40000');
    await send(direct, '1');
    assert.equal((await inviteeRow(atWedding.id)).pledge, 40_000);
    const stranger = await dial(phoneNumbers(1)[0]!, `*150*00*${code}#`);
    assert.deepEqual([stranger.status, stranger.screen.startsWith('Samahani')], ['ended', true]);
  });

  it("an event's ussd_code is digits, and unique across organizations (422 on another's)", async () => {
    const mine = await createEvent(tenantA, { status: 'active' });
    const theirs = await createEvent(tenantB, { status: 'active' });
    const code = String((Date.now() + 7) % 100_000_000);
    const taken = await tenantA.api.put(`/events/${mine.id}`, { ussd_code: code });
    assert.equal(taken.status, 200, JSON.stringify(taken.data));
    const clash = await tenantB.api.put(`/events/${theirs.id}`, { ussd_code: code });
    const letters = await tenantB.api.post('/events', { ...SHOWCASE_WEDDING, ussd_code: '12a' });
    assert.deepEqual(
      [clash.status, clash.data.errors, letters.status, letters.data.errors],
      [
        422,
        { ussd_code: ['The ussd code has already been taken.'] },
        422,
        { ussd_code: ['The ussd code must be 1 to 8 digits.'] },
      ],
    );
    const cleared = await tenantA.api.put(`/events/${mine.id}`, { ussd_code: '' });
    assert.deepEqual([cleared.status, cleared.data.data.ussd_code], [200, null]);
    const reused = await tenantB.api.put(`/events/${theirs.id}`, { ussd_code: code });
    assert.deepEqual([reused.status, reused.data.data.ussd_code], [200, code]);
  });

  it('a session abandoned halfway changes nothing, and the next session starts afresh', async () => {
    const event = await createEvent(tenantA, { status: 'active' });
    const invitee = await addInvitee(tenantA, event.id, { pledge_amount: 10_000 });
    await walk(invitee.phone, ['1', '1']); // confirmed (1 guest), then the next session is left halfway
    const abandoned = await walk(invitee.phone, ['2', '90000']);
    assert.equal(abandoned.status, 'active');
    const row = await inviteeRow(invitee.id);
    assert.deepEqual([row.status, row.pledge], ['confirmed', 10_000]);
    const next = await dial(invitee.phone);
    assert.match(next.screen, /^Tukio|^.+\n1\. Thibitisha kuhudhuria/);
    assert.match((await send(next, '3')).screen, /^Ahadi: TZS 10,000\n/);
  });
});
