import assert from 'node:assert/strict';
import axios from 'axios';
import { QueryTypes } from 'sequelize';
import { createTenantSession, type TenantSession } from '../helpers/tenant';
import { creditTenant, balanceOf } from '../helpers/credits';
import { phoneNumbers } from '../helpers/sms';
import { addInvitee, createEvent, recordPayment, SHOWCASE_WEDDING } from '../helpers/events';
import { superAdminToken, trpcCall } from '../helpers/trpc';
import { testEnv } from '../helpers/env';
import { waitFor } from '../helpers/wait-for';
import { startWebhookReceiver } from '../helpers/webhook-receiver';
import { deferInboundSms } from '../../use-cases/messaging/inbound/sms-inbound-deferral';

interface InboundRow {
  id: string;
  tenant_id: number | null;
  keyword: string | null;
  handled_as: string | null;
  event_id: number | null;
  invitee_id: number | null;
  reply_message_id: string | null;
}

const TOKEN = 'test-delivery-webhook-token';
const inboundPath = (token = TOKEN) => `/api/webhooks/sms-inbound/${token}`;

/** Every stored incoming SMS with this gateway id. */
const rowsOf = (gatewayId: string): Promise<InboundRow[]> =>
  testEnv().sequelize.query<InboundRow>(
    `SELECT id, tenant_id, keyword, handled_as, event_id, invitee_id, reply_message_id
     FROM sms_inbound_messages WHERE gateway_id = $1`,
    { bind: [gatewayId], type: QueryTypes.SELECT },
  );

/** The stored message once handled. */
const handledRow = (gatewayId: string): Promise<InboundRow> =>
  waitFor(async () => {
    const [row] = await rowsOf(gatewayId);
    return row?.handled_as ? row : undefined;
  });

/** A handset replies through the gateway sandbox (posted form-encoded to our callback); returns the stored row. */
async function reply(from: string, text: string): Promise<InboundRow> {
  const res = await axios.post(`${testEnv().sandboxes.sms.url}/__sandbox/inbound`, { from, text });
  assert.equal(res.status, 200, JSON.stringify(res.data));
  return handledRow(res.data.id as string);
}

/** What the gateway sandbox took for this number, in order (our answers among them). */
const textsTo = (phone: string): string[] =>
  testEnv()
    .sandboxes.sms.store.allMessages()
    .filter((m) => m.to === phone)
    .map((m) => m.text);

async function sendSms(session: TenantSession, to: string, text = 'Karibu kwenye harusi yetu'): Promise<void> {
  const res = await session.api.post('/sms/send', { to, text });
  assert.equal(res.status, 201, JSON.stringify(res.data));
}

const smsOptOuts = (phone: string): Promise<Array<{ tenant_id: number; source: string }>> =>
  testEnv().sequelize.query(
    "SELECT tenant_id, source FROM opt_outs WHERE phone = $1 AND channel = 'sms' ORDER BY tenant_id",
    { bind: [phone], type: QueryTypes.SELECT },
  );

const inviteeOf = async (id: number) => {
  const [row] = await testEnv().sequelize.query<{ status: string; pledge_amount: string }>(
    'SELECT status, pledge_amount FROM event_invitees WHERE id = $1',
    { bind: [id], type: QueryTypes.SELECT },
  );
  return row!;
};

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const postForm = (body: string, token = TOKEN) =>
  axios.post(`${testEnv().baseUrl}${inboundPath(token)}`, body, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    validateStatus: () => true,
  });

describe("incoming SMS: the gateway's callback, the inbox and the keywords", () => {
  let tenantA: TenantSession;
  let tenantB: TenantSession;

  before(async () => {
    [tenantA, tenantB] = await Promise.all([createTenantSession(), createTenantSession()]);
    await Promise.all([creditTenant(tenantA.tenant.id, 'sms', 100), creditTenant(tenantB.tenant.id, 'sms', 100)]);
  });

  describe('the callback', () => {
    it('refuses a wrong token (401) and a body without id or from (422), storing nothing', async () => {
      const [number] = phoneNumbers(1);
      const body = form({ from: `+${number}`, to: '15300', text: 'NDIYO', id: `wrong-${number}` });
      const wrong = await postForm(body, 'not-the-token');
      const noId = await postForm(form({ from: `+${number}`, text: 'NDIYO' }));
      const noFrom = await postForm(form({ id: `nofrom-${number}`, text: 'NDIYO' }));
      assert.deepEqual(
        [wrong.status, noId.status, Object.keys(noId.data.errors), noFrom.status, Object.keys(noFrom.data.errors)],
        [401, 422, ['id'], 422, ['from']],
      );
      assert.deepEqual(await rowsOf(`wrong-${number}`), []);
      assert.deepEqual(await rowsOf(`nofrom-${number}`), []);
    });

    it('stores a retried message (same id) once, answers it once and bills it once', async () => {
      const event = await createEvent(tenantA, { status: 'active' });
      const invitee = await addInvitee(tenantA, event.id);
      await sendSms(tenantA, invitee.phone);
      const balance = await balanceOf(tenantA.tenant.id, 'sms');
      const body = form({
        from: `+${invitee.phone}`,
        to: '15300',
        text: 'Ndiyo',
        date: '2026-11-28 10:00:00',
        id: `retry-${invitee.phone}`,
        linkId: 'l-1',
        networkCode: '64002',
      });
      const answers = await Promise.all([postForm(body), postForm(body)]);
      answers.push(await postForm(body));
      assert.deepEqual(
        answers.map((a) => a.status),
        [200, 200, 200],
      );
      const row = await handledRow(`retry-${invitee.phone}`);
      assert.equal((await rowsOf(`retry-${invitee.phone}`)).length, 1);
      assert.deepEqual([row.tenant_id, row.keyword, row.handled_as], [tenantA.tenant.id, 'NDIYO', 'confirmed']);
      assert.equal(textsTo(invitee.phone).length, 2, 'the invitation and one answer');
      assert.equal(await balanceOf(tenantA.tenant.id, 'sms'), balance - 1);
    });

    it('stores a burst of 1,000 replies without loss', async function () {
      this.timeout(120_000);
      const numbers = phoneNumbers(1000);
      const ids: string[] = [];
      for (let i = 0; i < numbers.length; i += 100) {
        const posted = await Promise.all(
          numbers
            .slice(i, i + 100)
            .map((from, j) =>
              axios.post(`${testEnv().sandboxes.sms.url}/__sandbox/inbound`, { from, text: `Asante sana ${i + j}` }),
            ),
        );
        ids.push(...posted.map((p) => p.data.id as string));
      }
      const stored = await waitFor(
        async () => {
          const [row] = await testEnv().sequelize.query<{ n: number; handled: number }>(
            `SELECT count(*)::int AS n, count(*) FILTER (WHERE handled_as = 'unhandled')::int AS handled
             FROM sms_inbound_messages WHERE gateway_id = ANY($1::text[])`,
            { bind: [ids], type: QueryTypes.SELECT },
          );
          return row!.n === 1000 && row!.handled === 1000 ? row : undefined;
        },
        90_000,
        250,
      );
      assert.deepEqual(stored, { n: 1000, handled: 1000 });
      const failed = testEnv()
        .sandboxes.sms.store.callbackAttempts.filter((a) => ids.includes(a.messageId))
        .filter((a) => a.statusCode !== 200);
      assert.deepEqual(failed, []);
    });
  });

  describe('while the database is down', () => {
    it("an incoming SMS handed to Temporal (the callback's outage path) is stored and handled by the worker, once", async () => {
      const event = await createEvent(tenantA, { status: 'active' });
      const invitee = await addInvitee(tenantA, event.id);
      await sendSms(tenantA, invitee.phone);
      const sms = {
        gatewayId: `deferred-${invitee.phone}`,
        from: invitee.phone,
        to: '15300',
        text: 'AHADI 20.000',
        sentAt: new Date(),
        linkId: null,
        networkCode: '64002',
      };
      await deferInboundSms(testEnv(), sms);
      await deferInboundSms(testEnv(), sms); // the gateway's retry during the outage
      const row = await handledRow(sms.gatewayId);
      assert.deepEqual([row.tenant_id, row.handled_as], [tenantA.tenant.id, 'pledged']);
      assert.equal(Number((await inviteeOf(invitee.id)).pledge_amount), 20_000);
      assert.equal((await rowsOf(sms.gatewayId)).length, 1);
      assert.equal(textsTo(invitee.phone).length, 2, 'the invitation and one answer');
    });
  });

  describe('which organization, and the inbox', () => {
    it("lists a reply in the inbox of the organization that wrote to the number last, not in the other's", async () => {
      const [number] = phoneNumbers(1);
      await sendSms(tenantA, number!);
      await sendSms(tenantB, number!);
      const row = await reply(number!, 'Habari, nitakuja na mke wangu');
      assert.deepEqual([row.tenant_id, row.keyword, row.handled_as], [tenantB.tenant.id, null, 'unhandled']);
      const inboxB = await tenantB.api.get('/sms/inbox', { params: { per_page: 5 } });
      assert.equal(inboxB.status, 200);
      const [first] = inboxB.data.data as Array<Record<string, unknown>>;
      const { received_at: receivedAt, ...rest } = first!;
      assert.deepEqual(rest, {
        id: Number(row.id),
        from: number,
        text: 'Habari, nitakuja na mke wangu',
        keyword: null,
        handled_as: 'unhandled',
        event_id: null,
        invitee_id: null,
      });
      assert.ok(Date.parse(String(receivedAt)) > Date.now() - 60_000);
      const inboxA = await tenantA.api.get('/sms/inbox', { params: { per_page: 100 } });
      assert.equal(
        (inboxA.data.data as Array<{ id: number }>).some((m) => m.id === Number(row.id)),
        false,
      );
    });

    it('keeps a reply nobody wrote to within 7 days unmatched, listed to platform admins only', async () => {
      const [number] = phoneNumbers(1);
      await sendSms(tenantA, number!);
      await testEnv().sequelize.query(
        "UPDATE messages SET sent_at = now() - interval '8 days', created_at = now() - interval '8 days' WHERE to_number = $1",
        { bind: [number] },
      );
      const row = await reply(number!, 'NDIYO');
      assert.deepEqual([row.tenant_id, row.keyword, row.handled_as], [null, 'NDIYO', 'unmatched']);
      assert.equal(textsTo(number!).length, 1, 'no answer: nobody to bill');
      const admin = await trpcCall('query', 'admin.unmatchedSmsInbox', { page: 1 }, await superAdminToken());
      assert.equal(admin.status, 200);
      assert.equal(
        (admin.data.data as Array<{ id: number; from: string }>).find((m) => m.id === Number(row.id))?.from,
        number,
      );
      const asTenant = await trpcCall('query', 'admin.unmatchedSmsInbox', { page: 1 }, tenantA.token);
      assert.notEqual(asTenant.status, 200);
    });
  });

  describe('keywords', () => {
    it('STOP to a number two organizations used opts it out of both, with one confirmation billed once', async () => {
      const [number] = phoneNumbers(1);
      await sendSms(tenantA, number!);
      await sendSms(tenantB, number!);
      const [balanceA, balanceB] = [
        await balanceOf(tenantA.tenant.id, 'sms'),
        await balanceOf(tenantB.tenant.id, 'sms'),
      ];
      const row = await reply(number!, 'stop');
      assert.deepEqual([row.tenant_id, row.keyword, row.handled_as], [tenantB.tenant.id, 'STOP', 'opted_out']);
      assert.deepEqual(
        await smsOptOuts(number!),
        [
          { tenant_id: tenantA.tenant.id, source: 'reply' },
          { tenant_id: tenantB.tenant.id, source: 'reply' },
        ].sort((x, y) => x.tenant_id - y.tenant_id),
      );
      const texts = textsTo(number!);
      assert.equal(texts.length, 3);
      assert.match(texts[2]!, /unsubscribed/);
      assert.deepEqual(
        [await balanceOf(tenantA.tenant.id, 'sms'), await balanceOf(tenantB.tenant.id, 'sms')],
        [balanceA, balanceB - 1],
      );
      const refused = await tenantA.api.post('/sms/send', { to: number, text: 'Tena' });
      assert.equal(refused.status, 422, JSON.stringify(refused.data));
    });

    it('ANZA takes back the sender’s own opt-out for the matched organization only', async () => {
      const [number] = phoneNumbers(1);
      await sendSms(tenantA, number!);
      await sendSms(tenantB, number!);
      await reply(number!, 'ACHA');
      const row = await reply(number!, 'Anza');
      assert.deepEqual([row.keyword, row.handled_as], ['ANZA', 'opted_in']);
      assert.deepEqual(await smsOptOuts(number!), [{ tenant_id: tenantA.tenant.id, source: 'reply' }]);
      assert.match(textsTo(number!).at(-1)!, /Karibu tena/);
    });

    it('NDIYO confirms the invitee of the latest invitation, fires invitee.rsvp, and answers in Swahili', async () => {
      const receiver = await startWebhookReceiver();
      after(() => receiver.close());
      const endpoint = await tenantA.api.post('/webhook-endpoints', { url: receiver.url, events: ['invitee.rsvp'] });
      assert.equal(endpoint.status, 201, JSON.stringify(endpoint.data));
      receiver.secret = endpoint.data.data.secret as string;
      const event = await createEvent(tenantA, { ...SHOWCASE_WEDDING });
      const invitee = await addInvitee(tenantA, event.id);
      await sendSms(tenantA, invitee.phone);
      const row = await reply(invitee.phone, 'NDIYO 3');
      assert.deepEqual(
        [row.keyword, row.handled_as, row.event_id, row.invitee_id],
        ['NDIYO', 'confirmed', event.id, invitee.id],
      );
      assert.equal((await inviteeOf(invitee.id)).status, 'confirmed');
      assert.match(
        textsTo(invitee.phone).at(-1)!,
        /Asante! Tumepokea uthibitisho wako wa kuhudhuria Harusi ya Asha na Juma/,
      );
      const no = await reply(invitee.phone, 'no');
      assert.deepEqual([no.keyword, no.handled_as], ['NO', 'declined']);
      assert.equal((await inviteeOf(invitee.id)).status, 'declined');
      assert.match(textsTo(invitee.phone).at(-1)!, /will not attend/);
    });

    it('NDIYO 3 sets how many will come, within the card (NDIYO 9 on a card of 4 is 4); HAPANA clears it', async () => {
      const event = await createEvent(tenantA, { status: 'active' });
      const invitee = await addInvitee(tenantA, event.id, { card_type: 'family' });
      await sendSms(tenantA, invitee.phone);
      const attending = async () => {
        const [row] = await testEnv().sequelize.query<{ status: string; attending_count: number | null }>(
          'SELECT status, attending_count FROM event_invitees WHERE id = $1',
          { bind: [invitee.id], type: QueryTypes.SELECT },
        );
        return [row!.status, row!.attending_count];
      };
      assert.equal((await reply(invitee.phone, 'NDIYO 3')).handled_as, 'confirmed');
      assert.deepEqual(await attending(), ['confirmed', 3]);
      await reply(invitee.phone, 'Ndiyo 9');
      assert.deepEqual(await attending(), ['confirmed', 4]);
      await reply(invitee.phone, 'HAPANA');
      assert.deepEqual(await attending(), ['declined', null]);
    });

    it('AHADI sets the pledge (with separators); nonsense gets a helpful answer and changes nothing', async () => {
      const event = await createEvent(tenantA, { status: 'active' });
      const invitee = await addInvitee(tenantA, event.id);
      await sendSms(tenantA, invitee.phone);
      const pledged = await reply(invitee.phone, 'PLEDGE 50,000');
      assert.deepEqual([pledged.keyword, pledged.handled_as], ['PLEDGE', 'pledged']);
      assert.equal(Number((await inviteeOf(invitee.id)).pledge_amount), 50_000);
      assert.match(textsTo(invitee.phone).at(-1)!, /pledge of TZS 50,000/);
      const words = await reply(invitee.phone, 'Ahadi elfu hamsini');
      assert.deepEqual([words.keyword, words.handled_as], ['AHADI', 'pledge_invalid']);
      assert.equal(Number((await inviteeOf(invitee.id)).pledge_amount), 50_000);
      assert.match(textsTo(invitee.phone).at(-1)!, /AHADI 50000/);
    });

    it('SALIO answers a statement: pledge, each payment, what remains, the bank and the link', async () => {
      const event = await createEvent(tenantA, { ...SHOWCASE_WEDDING });
      const invitee = await addInvitee(tenantA, event.id, { pledge_amount: 100_000 });
      await recordPayment(tenantA, event.id, invitee.id, 30_000, { payment_date: '2026-11-01' });
      await sendSms(tenantA, invitee.phone);
      const row = await reply(invitee.phone, 'salio');
      assert.deepEqual([row.keyword, row.handled_as, row.invitee_id], ['SALIO', 'statement', invitee.id]);
      const statement = textsTo(invitee.phone).at(-1)!;
      const [token] = await testEnv().sequelize.query<{ public_token: string }>(
        'SELECT public_token FROM event_invitees WHERE id = $1',
        { bind: [invitee.id], type: QueryTypes.SELECT },
      );
      assert.equal(
        statement,
        [
          'Harusi ya Asha na Juma: Asha Mrisho',
          'Ahadi: TZS 100,000',
          'Malipo: 2026-11-01 TZS 30,000',
          'Salio: TZS 70,000',
          'Lipa: CRDB Bank 0150 2233 4455 Kamati ya Harusi',
          `Au: ${testEnv().config.publicBaseUrl}/e/${token!.public_token}`,
        ].join('\n'),
      );
    });

    it('SALIO lists the till numbers after the bank account, or alone without one', async () => {
      const tills = [
        { provider: 'mpesa', number: '555123', name: 'Kamati' },
        { provider: 'halopesa', number: '0622123456', name: 'Asha' },
      ];
      const withBank = await createEvent(tenantA, { ...SHOWCASE_WEDDING, mobile_money: tills });
      const invitee = await addInvitee(tenantA, withBank.id, { pledge_amount: 10_000 });
      await sendSms(tenantA, invitee.phone);
      await reply(invitee.phone, 'SALIO');
      assert.match(
        textsTo(invitee.phone).at(-1)!,
        /\nLipa: CRDB Bank 0150 2233 4455 Kamati ya Harusi; M-Pesa 555123 \(Kamati\); HaloPesa 0622123456 \(Asha\)\n/,
      );
      const tillsOnly = await createEvent(tenantA, { mobile_money: [tills[0]] });
      const other = await addInvitee(tenantA, tillsOnly.id);
      await sendSms(tenantA, other.phone);
      await reply(other.phone, 'SALIO');
      assert.match(textsTo(other.phone).at(-1)!, /\nLipa: M-Pesa 555123 \(Kamati\)\n/);
    });

    it('NDIYO from a number with no invitation is stored and answered politely', async () => {
      const [number] = phoneNumbers(1);
      await sendSms(tenantA, number!);
      const row = await reply(number!, 'Ndiyo');
      assert.deepEqual([row.tenant_id, row.handled_as, row.invitee_id], [tenantA.tenant.id, 'no_invitation', null]);
      assert.match(textsTo(number!).at(-1)!, /Hatukupata mwaliko/);
    });

    it('with no credits the keyword still acts, is not answered, and the inbox says so', async () => {
      const session = await createTenantSession();
      await creditTenant(session.tenant.id, 'sms', 1);
      const event = await createEvent(session, { status: 'active' });
      const invitee = await addInvitee(session, event.id);
      await sendSms(session, invitee.phone);
      const row = await reply(invitee.phone, 'YES');
      assert.deepEqual([row.handled_as, row.reply_message_id], ['confirmed:no_credits', null]);
      assert.equal((await inviteeOf(invitee.id)).status, 'confirmed');
      assert.equal(textsTo(invitee.phone).length, 1);
      const inbox = await session.api.get('/sms/inbox');
      assert.equal(inbox.data.data[0].handled_as, 'confirmed:no_credits');
    });
  });
});
