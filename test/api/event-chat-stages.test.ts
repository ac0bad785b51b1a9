import assert from 'node:assert/strict';
import { QueryTypes } from 'sequelize';
import { testEnv } from '../helpers/env';
import { waitFor } from '../helpers/wait-for';
import { creditedSession, smsBalance } from '../helpers/sms';
import { balanceOf, creditTenant } from '../helpers/credits';
import { addInvitee, assertEventSmsFiguresExact, createEvent, createStage, type InviteeBody } from '../helpers/events';
import { chatLedger, chatSandbox, sandboxChatMessagesTo, syncedChatTemplateId } from '../helpers/chat-sends';
import { EventInvitee } from '../../db/models';
import { sendStage, smsLedger, stageBatches, stageRow, waitForStage } from '../helpers/stages';
import type { TenantSession } from '../helpers/tenant';
import { fallBackToSms } from '../../use-cases/events/chat-sms-fallback';

/** `event_invitation` (sw): "Habari {{1}}, umealikwa kwenye {{2}}. Thibitisha hapa chini." with a URL button `…/e/{{1}}`. */
const VARIABLES = ['{invitee_name}', '{event_name} tarehe {event_date}'];
const SMS_BODY = 'Habari {invitee_name}, karibu {event_name}.';

async function chatOwner(chatCredits: number, smsCredits = 0): Promise<TenantSession> {
  const owner = await creditedSession(smsCredits);
  await creditTenant(owner.tenant.id, 'chat', chatCredits);
  return owner;
}

/** The platform's stored chat messages of a batch, by number. */
async function chatRows(batchId: number) {
  const rows = await testEnv().sequelize.query<{
    id: number;
    to_number: string;
    invitee_id: number;
    status: string;
    variables: string[];
    button_url_param: string | null;
    fallback_batch_id: number | null;
  }>(
    `SELECT id, to_number, invitee_id, status, variables, button_url_param, fallback_batch_id FROM messages
     WHERE batch_id = $1 AND channel = 'chat' ORDER BY id`,
    { bind: [batchId], type: QueryTypes.SELECT },
  );
  return new Map(rows.map((row) => [row.to_number, row]));
}

const tokenOf = (invitee: InviteeBody): string => invitee.event_link.split('/e/')[1];

describe('chat event stages (channel chat)', function () {
  afterEach(assertEventSmsFiguresExact);
  this.timeout(90_000);
  let templateId: number;
  before(async () => {
    templateId = await syncedChatTemplateId('event_invitation');
  });

  it('refuses a chat stage without an approved template or with the wrong variable count (422), and chat fields on an SMS stage', async () => {
    const owner = await chatOwner(10);
    const event = await createEvent(owner);
    const post = (body: Record<string, unknown>) =>
      owner.api.post(`/events/${event.id}/sms-stages`, {
        stage_type: 'invitation',
        name: 'Mwaliko',
        body: SMS_BODY,
        ...body,
      });
    const [pending] = await testEnv().sequelize.query<{ id: number }>(
      "SELECT id FROM chat_templates WHERE name = 'promo_offer'",
      { type: QueryTypes.SELECT },
    );
    assert.ok(pending, "the sandbox's PENDING template is synced (hidden)");
    const cases: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ channel: 'chat', chat_variables: VARIABLES }, 'chat_template_id', /required when channel is chat/],
      [
        { channel: 'chat', chat_template_id: pending.id, chat_variables: ['x'] },
        'chat_template_id',
        /not an approved chat template/,
      ],
      [
        { channel: 'chat', chat_template_id: 999_999, chat_variables: VARIABLES },
        'chat_template_id',
        /not an approved chat template/,
      ],
      [
        { channel: 'chat', chat_template_id: templateId, chat_variables: ['{invitee_name}'] },
        'chat_variables',
        /event_invitation \(sw\) expects 2 variables, but 1 was given/,
      ],
      [{ channel: 'chat', chat_template_id: templateId }, 'chat_variables', /expects 2 variables, but 0 were given/],
      [
        { channel: 'chat', chat_template_id: templateId, chat_variables: [...VARIABLES, 'x'] },
        'chat_variables',
        /but 3 were given/,
      ],
      [
        { channel: 'chat', chat_template_id: templateId, chat_variables: ['{name}', '{event_name}'] },
        'chat_variables',
        /^Unknown placeholder in the chat variables: \{name\}\. The allowed placeholders are \{invitee_name\}, /,
      ],
      [
        { channel: 'chat', chat_template_id: templateId, chat_variables: VARIABLES, body: 'Habari {jina}' },
        'body',
        /^Unknown placeholder in the body: \{jina\}\./,
      ],
      [{ chat_template_id: templateId }, 'chat_template_id', /only for chat stages/],
      [{ channel: 'sms', sms_fallback: true }, 'sms_fallback', /only for chat stages/],
    ];
    for (const [body, field, message] of cases) {
      const res = await post(body);
      assert.equal(res.status, 422, JSON.stringify(body));
      assert.match(res.data.errors[field]?.[0] ?? '', message, JSON.stringify(res.data));
    }
    const stage = await createStage(owner, event.id, {
      channel: 'chat',
      chat_template_id: templateId,
      chat_variables: VARIABLES,
      sms_fallback: true,
    });
    assert.deepEqual(
      [stage.channel, stage.chat_template_id, stage.chat_variables, stage.sms_fallback],
      ['chat', templateId, VARIABLES, true],
    );
    const put = await owner.api.put(`/events/${event.id}/sms-stages/${stage.id}`, { chat_variables: ['only one'] });
    assert.equal(put.status, 422);
    assert.match(put.data.errors.chat_variables[0], /expects 2 variables, but 1 was given/);
    const unknown = await owner.api.put(`/events/${event.id}/sms-stages/${stage.id}`, {
      chat_variables: ['{invitee_name}', 'tarehe {date}'],
    });
    assert.equal(unknown.status, 422);
    assert.match(unknown.data.errors.chat_variables[0], /^Unknown placeholder in the chat variables: \{date\}\./);
    const sms = await owner.api.put(`/events/${event.id}/sms-stages/${stage.id}`, { channel: 'sms' });
    assert.equal(sms.status, 200, JSON.stringify(sms.data));
    assert.deepEqual(
      [sms.data.data.chat_template_id, sms.data.data.chat_variables, sms.data.data.sms_fallback],
      [null, null, false],
      'an SMS stage drops its chat fields',
    );
    assert.equal(await balanceOf(owner.tenant.id, 'chat'), 10, 'nothing billed');
  });

  it("sends a chat stage now on the chat wallet: variables rendered per invitee, the URL button carrying the invitee's public token", async () => {
    const owner = await chatOwner(10, 50);
    const event = await createEvent(owner, { name: 'Harusi ya Neema', event_date: '2026-12-19' });
    const asha = await addInvitee(owner, event.id, { name: 'Asha Juma' });
    const baraka = await addInvitee(owner, event.id, { name: 'Baraka', status: 'invited' });
    await addInvitee(owner, event.id, { name: 'Daudi', status: 'declined' });
    const stage = await createStage(owner, event.id, {
      channel: 'chat',
      chat_template_id: templateId,
      chat_variables: VARIABLES,
    });
    const list = await owner.api.get(`/events/${event.id}/sms-stages`);
    assert.equal(list.status, 200, JSON.stringify(list.data));
    const listed = list.data.data[0];
    assert.deepEqual(
      [listed.eligible_invitees, listed.stage_total_sms, listed.stage_cost],
      [2, 2, 2],
      'one chat credit per eligible invitee',
    );

    const res = await sendStage(owner, event.id, stage.id);
    assert.equal(res.status, 200, JSON.stringify(res.data));
    assert.deepEqual([res.data.count, res.data.credits], [2, 2]);
    assert.equal(await balanceOf(owner.tenant.id, 'chat'), 8);
    assert.equal(await smsBalance(owner), 50, 'the SMS wallet is untouched');
    assert.deepEqual(await chatLedger(owner.tenant.id).then((rows) => rows.filter((r) => r.amount < 0)), [
      { amount: -2, reference: `chat:batch:${res.data.batch_id}` },
    ]);

    const sent = await waitForStage(stage.id, (s) => s.status === 'sent');
    assert.equal(sent.sentCount, 2);
    for (const invitee of [asha, baraka]) {
      const [received] = sandboxChatMessagesTo(invitee.phone);
      assert.ok(received, `${invitee.name} got the chat message`);
      assert.equal(received.template?.name, 'event_invitation');
      assert.equal(
        received.text,
        `Habari ${invitee.name}, umealikwa kwenye Harusi ya Neema tarehe 19/12/2026. Thibitisha hapa chini.`,
      );
      assert.equal(received.buttonUrls['0'], invitee.event_link, "the button opens the invitee's page");
      assert.equal(received.buttonUrls['0'], `${testEnv().baseUrl}/e/${tokenOf(invitee)}`);
    }
    const rows = await chatRows(res.data.batch_id);
    assert.deepEqual(rows.get(asha.phone)!.variables, ['Asha Juma', 'Harusi ya Neema tarehe 19/12/2026']);
    assert.deepEqual(
      [rows.get(asha.phone)!.invitee_id, rows.get(asha.phone)!.button_url_param],
      [asha.id, tokenOf(asha)],
    );
    assert.equal(rows.size, 2, 'the declined invitee got nothing');

    // The invitation's quick reply answers for the invitee it was sent to (RSVP by button, item 7).
    const tap = await chatSandbox().post('/__sandbox/chat/inbound', {
      from: baraka.phone,
      button: { payload: 'Sitaweza', text: 'Sitaweza' },
      context_id: sandboxChatMessagesTo(baraka.phone)[0].wamid,
    });
    assert.equal(tap.status, 200, JSON.stringify(tap.data));
    await waitFor(async () => (await EventInvitee.findByPk(baraka.id))?.status === 'declined');
  });

  it("previews a chat stage: the template text rendered for the first invitee it would reach, the SMS fallback's text, chat credits", async () => {
    const owner = await chatOwner(1, 50);
    const event = await createEvent(owner, { name: 'Harusi ya Neema', event_date: '2026-12-19' });
    const noChat = await addInvitee(owner, event.id, { name: 'Asha Juma' });
    await addInvitee(owner, event.id, { name: 'Baraka' });
    const noSms = await addInvitee(owner, event.id, { name: 'Chausiku' });
    assert.equal((await owner.api.post('/opt-outs', { phone: noChat.phone, channel: 'chat' })).status, 201);
    assert.equal((await owner.api.post('/opt-outs', { phone: noSms.phone, channel: 'sms' })).status, 201);
    const res = await owner.api.post(`/events/${event.id}/sms-stages/preview`, {
      stage_type: 'invitation',
      body: SMS_BODY,
      channel: 'chat',
      chat_template_id: templateId,
      chat_variables: VARIABLES,
    });
    assert.equal(res.status, 200, JSON.stringify(res.data));
    const {
      text,
      sms_text,
      sample,
      encoding,
      segments,
      eligible_invitees,
      credits_per_message,
      credits,
      balance,
      sufficient,
    } = res.data.data;
    assert.deepEqual(
      {
        text,
        sms_text,
        sample,
        encoding,
        segments,
        eligible_invitees,
        credits_per_message,
        credits,
        balance,
        sufficient,
      },
      {
        text: 'Habari Baraka, umealikwa kwenye Harusi ya Neema tarehe 19/12/2026. Thibitisha hapa chini.',
        sms_text: 'Habari Baraka, karibu Harusi ya Neema.',
        sample: false,
        encoding: 'GSM-7',
        segments: 1,
        eligible_invitees: 2,
        credits_per_message: 1,
        credits: 2,
        balance: 1,
        sufficient: false,
      },
    );
    const wrongCount = await owner.api.post(`/events/${event.id}/sms-stages/preview`, {
      body: SMS_BODY,
      channel: 'chat',
      chat_template_id: templateId,
      chat_variables: ['x'],
    });
    assert.equal(wrongCount.status, 422);
    assert.match(wrongCount.data.errors.chat_variables[0], /expects 2 variables, but 1 was given/);
  });

  it('refuses to send a chat stage the chat balance does not cover (422 asking for chat credits), billing nothing', async () => {
    const owner = await chatOwner(1, 50);
    const event = await createEvent(owner);
    await addInvitee(owner, event.id);
    await addInvitee(owner, event.id);
    const stage = await createStage(owner, event.id, {
      channel: 'chat',
      chat_template_id: templateId,
      chat_variables: VARIABLES,
    });
    const res = await sendStage(owner, event.id, stage.id);
    assert.equal(res.status, 422);
    assert.deepEqual(
      [res.data.message, res.data.balance, res.data.required],
      ['Insufficient chat balance. Please buy chat credits to send chat messages.', 1, 2],
    );
    assert.deepEqual([await balanceOf(owner.tenant.id, 'chat'), await smsBalance(owner)], [1, 50]);
    assert.equal((await stageRow(stage.id)).status, 'draft');
  });

  it('runs a scheduled chat stage and a recurring one at their time on the chat wallet', async () => {
    const owner = await chatOwner(10, 50);
    const event = await createEvent(owner);
    const invitee = await addInvitee(owner, event.id, { name: 'Zawadi' });
    const sendAt = new Date(Date.now() + 2500);
    const chat = {
      channel: 'chat',
      chat_template_id: templateId,
      chat_variables: VARIABLES,
      status: 'scheduled',
      send_at: sendAt.toISOString(),
    };
    const once = await createStage(owner, event.id, { ...chat, stage_type: 'reminder' });
    const daily = await createStage(owner, event.id, {
      ...chat,
      stage_type: 'custom',
      frequency: 'daily',
      end_at: '2099-01-01',
    });

    const sentOnce = await waitForStage(once.id, (s) => s.status === 'sent');
    const ranDaily = await waitForStage(daily.id, (s) => s.status === 'active' && s.sentCount === 1);
    assert.equal(sentOnce.sentCount, 1);
    assert.equal(ranDaily.nextRunAt?.getTime(), sendAt.getTime() + 86_400_000, 'the next run is a day later');
    assert.equal(await balanceOf(owner.tenant.id, 'chat'), 8);
    assert.equal(await smsBalance(owner), 50);
    await waitFor(() => sandboxChatMessagesTo(invitee.phone).length === 2);
    for (const stageId of [once.id, daily.id]) {
      const [batch] = await stageBatches(stageId);
      assert.deepEqual([batch.credits, batch.invitee_ids], [1, [invitee.id]]);
    }
  });

  describe('with SMS fallback', () => {
    let window: number;
    beforeEach(() => {
      window = testEnv().config.chatSmsFallbackMinutes;
      testEnv().config.chatSmsFallbackMinutes = 3 / 60; // 3 seconds
    });
    afterEach(() => {
      testEnv().config.chatSmsFallbackMinutes = window;
    });

    it('sends exactly one SMS, billed on the SMS wallet, to the 131026 and the never-delivered invitees, none to the delivered one, and counts reach per stage', async () => {
      const owner = await chatOwner(10, 50);
      const event = await createEvent(owner, { name: 'Send-off' });
      const delivered = await addInvitee(owner, event.id, { name: 'Amani' });
      const notOnWhatsApp = await addInvitee(owner, event.id, { name: 'Bahati', phone: '0710000101' });
      const neverDelivered = await addInvitee(owner, event.id, { name: 'Chiku', phone: '0710000103' });
      const stage = await createStage(owner, event.id, {
        stage_type: 'reminder',
        body: SMS_BODY,
        channel: 'chat',
        chat_template_id: templateId,
        chat_variables: VARIABLES,
        sms_fallback: true,
      });
      const res = await sendStage(owner, event.id, stage.id);
      assert.equal(res.status, 200, JSON.stringify(res.data));
      const chatBatchId = res.data.batch_id as number;

      // Only what the gateway got from now on: other tests text these magic numbers too.
      const seen = testEnv().sandboxes.sms.store.allMessages().length;
      const texts = () =>
        testEnv()
          .sandboxes.sms.store.allMessages()
          .slice(seen)
          .filter((m) => [delivered, notOnWhatsApp, neverDelivered].some((i) => i.phone === m.to));
      await waitFor(() => texts().length === 2, 30_000, 200);
      const fallbackBatches = (await stageBatches(stage.id)).filter((b) => b.audience.run === 'fallback');
      assert.equal(fallbackBatches.length, 1, 'one fallback batch');
      const [fallback] = fallbackBatches;
      assert.deepEqual(
        fallback.invitee_ids,
        [notOnWhatsApp.id, neverDelivered.id].sort((a, b) => a - b),
      );
      assert.deepEqual(
        texts()
          .map((m) => [m.to, m.text])
          .sort(),
        [
          [notOnWhatsApp.phone, 'Habari Bahati, karibu Send-off.'],
          [neverDelivered.phone, 'Habari Chiku, karibu Send-off.'],
        ],
      );
      // Billed once on the SMS wallet (1 segment each), the chat wallet only for the chat run.
      assert.deepEqual(
        (await smsLedger(owner.tenant.id)).filter((r) => r.amount < 0),
        [{ amount: -2, reference: `sms:batch:${fallback.id}` }],
      );
      assert.equal(await smsBalance(owner), 48);
      assert.equal(await balanceOf(owner.tenant.id, 'chat'), 7);
      const rows = await chatRows(chatBatchId);
      assert.deepEqual(
        [
          rows.get(delivered.phone)!.status,
          rows.get(notOnWhatsApp.phone)!.status,
          rows.get(neverDelivered.phone)!.status,
        ],
        ['read', 'failed', 'accepted'],
      );
      assert.deepEqual(
        [delivered, notOnWhatsApp, neverDelivered].map((i) => rows.get(i.phone)!.fallback_batch_id),
        [null, fallback.id, fallback.id],
      );

      // A retried or repeated decision finds the one already made: no second batch, no second bill.
      assert.deepEqual(await fallBackToSms(testEnv().activityDeps, chatBatchId), {
        batchId: fallback.id,
        sendAt: null,
      });
      assert.equal((await smsLedger(owner.tenant.id)).length, 2);

      const figures = await waitFor(async () => {
        const [listed] = (await owner.api.get(`/events/${event.id}/sms-stages`)).data.data;
        return listed.reached_by_sms === 2 && listed;
      });
      assert.deepEqual([figures.reached_by_chat, figures.reached_by_sms, figures.sent_count], [1, 2, 3]);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      assert.equal(texts().length, 2, 'sent once');
    });

    it('sends no SMS when every chat message was delivered, and records why', async () => {
      const owner = await chatOwner(10, 50);
      const event = await createEvent(owner);
      await addInvitee(owner, event.id, { name: 'Amani' });
      const stage = await createStage(owner, event.id, {
        stage_type: 'reminder',
        body: SMS_BODY,
        channel: 'chat',
        chat_template_id: templateId,
        chat_variables: VARIABLES,
        sms_fallback: true,
      });
      const res = await sendStage(owner, event.id, stage.id);
      assert.equal(res.status, 200);
      const decision = await waitFor(
        async () => {
          const [row] = await testEnv().sequelize.query<{ sms_batch_id: number | null; skip_reason: string }>(
            'SELECT sms_batch_id, skip_reason FROM chat_sms_fallbacks WHERE chat_batch_id = $1',
            { bind: [res.data.batch_id], type: QueryTypes.SELECT },
          );
          return row;
        },
        20_000,
        200,
      );
      assert.deepEqual(decision, { sms_batch_id: null, skip_reason: 'Every chat message was delivered.' });
      assert.equal(await smsBalance(owner), 50);
      assert.equal((await stageRow(stage.id)).status, 'sent');
      const [listed] = (await owner.api.get(`/events/${event.id}/sms-stages`)).data.data;
      assert.deepEqual([listed.reached_by_chat, listed.reached_by_sms], [1, 0]);
    });
  });
});
