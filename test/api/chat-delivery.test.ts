import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { QueryTypes } from 'sequelize';
import { createTenantSession, type TenantSession } from '../helpers/tenant';
import { balanceOf, creditTenant } from '../helpers/credits';
import { chatWebhookEnvelope, freshChatNumber, postSignedChatWebhook } from '../helpers/chat';
import { testEnv } from '../helpers/env';
import { waitFor } from '../helpers/wait-for';
import { insertMessage, messageRow } from '../helpers/messages';
import { recordSendResults } from '../../db/messaging/message-submission';
import { addInvitee, createEvent } from '../helpers/events';
import {
  CHAT_SEND_PATH,
  chatLedger,
  chatSandbox,
  listChatMessages,
  sandboxChatMessagesTo,
  syncedChatTemplateId,
  waitForChatBatch,
  type ChatMessageJson,
} from '../helpers/chat-sends';

const MAGIC = {
  undeliverable: '255710000101',
  neverRead: '255710000102',
  silent: '255710000103',
  throttled: '255710000104',
  failsFirstTry: '255710000105',
};

const statusWebhook = (wamid: string, status: string, extra: Record<string, unknown> = {}) =>
  chatWebhookEnvelope({
    statuses: [
      { id: wamid, status, timestamp: String(Math.floor(Date.now() / 1000)), recipient_id: '255712345678', ...extra },
    ],
  });

async function sendBulk(session: TenantSession, numbers: string[], body: Record<string, unknown>): Promise<number> {
  const res = await session.api.post('/chat/send-bulk', { numbers, ...body });
  assert.equal(res.status, 202, JSON.stringify(res.data));
  return res.data.batch_id as number;
}

const byNumber = (messages: ChatMessageJson[], to: string) => messages.find((m) => m.to_number === to)!;
/** Credits given back to the chat wallet by refunds. */
const refunded = async (tenantId: number) =>
  (await chatLedger(tenantId))
    .filter((e) => e.amount > 0 && e.reference.includes('refund'))
    .reduce((sum, e) => sum + e.amount, 0);

describe("chat delivery: the provider's answers and statuses", () => {
  let session: TenantSession;
  let reminderId: number;

  before(async () => {
    session = await createTenantSession();
    reminderId = await syncedChatTemplateId('event_reminder');
  });

  it('follows each magic number: 101 failed 131026 with its title, 102 delivered never read, 103 queued, 105 retried once and sent', async () => {
    await creditTenant(session.tenant.id, 'chat', 4);
    const numbers = [MAGIC.undeliverable, MAGIC.neverRead, MAGIC.silent, MAGIC.failsFirstTry];
    const batchId = await sendBulk(session, numbers, { chat_template_id: reminderId, text: 'Magic' });
    const messages = await waitForChatBatch(
      session,
      batchId,
      (m) => m.wamid !== null && (m.to_number === MAGIC.silent || m.status !== 'queued'),
    );
    await waitFor(
      async () =>
        (await listChatMessages(session, { batch_id: batchId })).some((m) => m.status === 'delivered') || undefined,
    );
    await sleep(600); // the sandbox's ladder (100 ms a step) would have read 102 by now
    const settled = await listChatMessages(session, { batch_id: batchId });
    const failed = byNumber(settled, MAGIC.undeliverable);
    assert.deepEqual(
      [failed.status, failed.error?.code, failed.error?.title, failed.refunded],
      ['failed', 131026, 'Message undeliverable', false],
    );
    assert.deepEqual(
      [byNumber(settled, MAGIC.neverRead).status, byNumber(settled, MAGIC.neverRead).read_at],
      ['delivered', null],
    );
    assert.deepEqual([byNumber(settled, MAGIC.silent).status, byNumber(settled, MAGIC.silent).error], ['queued', null]);
    assert.equal(byNumber(settled, MAGIC.failsFirstTry).status, 'read');
    const retried = byNumber(messages, MAGIC.failsFirstTry);
    assert.deepEqual(
      sandboxChatMessagesTo(MAGIC.failsFirstTry)
        .filter((m) => m.bizOpaque === `chat-${retried.id}`)
        .map((m) => m.wamid),
      [retried.wamid],
    );
    assert.equal(await balanceOf(session.tenant.id, 'chat'), 0);
  });

  it('keeps retrying a throttled number (104: 130429 on every send), never failing or refunding it, while the rest is sent; a cancel stops it', async () => {
    const target = await createTenantSession();
    await creditTenant(target.tenant.id, 'chat', 2);
    const other = freshChatNumber();
    const batchId = await sendBulk(target, [MAGIC.throttled, other], {
      chat_template_id: reminderId,
      text: 'Throttled',
    });
    await waitFor(
      async () => byNumber(await listChatMessages(target, { batch_id: batchId }), other).status === 'read' || undefined,
    );
    await sleep(2_000);
    const throttled = byNumber(await listChatMessages(target, { batch_id: batchId }), MAGIC.throttled);
    assert.deepEqual(
      [throttled.status, throttled.wamid, throttled.error, throttled.refunded],
      ['queued', null, null, false],
    );
    assert.equal(await refunded(target.tenant.id), 0);

    // Shown queued, so cancellable: the submitter lets it go during its pauses. Only the few milliseconds of a send in
    // flight refuse the cancel, hence a second try; the submitter used to hold it for its whole ~8 s of pauses.
    const cancelBatch = () => target.api.post(`/chat/batches/${batchId}/cancel`);
    let cancel = await cancelBatch();
    if (cancel.status === 422) {
      await sleep(300);
      cancel = await cancelBatch();
    }
    assert.equal(cancel.status, 200, JSON.stringify(cancel.data));
    assert.equal(cancel.data.cancelled, 1);
    await sleep(5_000); // past the submitter's next pause: it must not claim the message back
    const cancelled = byNumber(await listChatMessages(target, { batch_id: batchId }), MAGIC.throttled);
    assert.deepEqual([cancelled.status, cancelled.wamid, cancelled.refunded], ['cancelled', null, true]);
    assert.equal(await refunded(target.tenant.id), 1);
    assert.equal(await balanceOf(target.tenant.id, 'chat'), 1);
  });

  it('fails a message the provider refuses outright (132001, template gone) and refunds it once', async () => {
    const target = await createTenantSession();
    const template = {
      name: 'chat_delivery_gone',
      language: 'sw',
      components: [{ type: 'BODY', text: 'Habari {{1}}', example: { body_text: [['Juma']] } }],
    };
    assert.equal((await chatSandbox().post('/__sandbox/chat/templates', template)).status, 200);
    const templateId = await syncedChatTemplateId('chat_delivery_gone');
    await creditTenant(target.tenant.id, 'chat', 2);
    const scheduledAt = new Date(Date.now() + 3_000).toISOString();
    const gone = await sendBulk(target, [freshChatNumber(), freshChatNumber()], {
      chat_template_id: templateId,
      text: 'Juma',
      scheduled_at: scheduledAt,
    });
    assert.equal(
      (await chatSandbox().post('/__sandbox/chat/templates', { ...template, status: 'PAUSED' })).status,
      200,
    );
    const messages = await waitForChatBatch(target, gone, (m) => m.status === 'failed');
    for (const m of messages) assert.deepEqual([m.error?.code, m.refunded, m.wamid], [132001, true, null]);
    await sleep(500);
    assert.equal(await balanceOf(target.tenant.id, 'chat'), 2);
    assert.equal(await refunded(target.tenant.id), 2);
  });

  it('adopts a send whose answer was lost through the status webhook that names it, and sends it once', async () => {
    const target = await createTenantSession();
    await creditTenant(target.tenant.id, 'chat', 1);
    const to = freshChatNumber();
    assert.equal(
      (await chatSandbox().post('/__sandbox/latency', { path: CHAT_SEND_PATH, ms: 0, drop: true, count: 1, to }))
        .status,
      200,
    );
    const batchId = await sendBulk(target, [to], { chat_template_id: reminderId, text: 'Lost' });
    const [message] = await waitForChatBatch(target, batchId, (m) => m.status === 'read', 30_000);
    assert.equal(sandboxChatMessagesTo(to).length, 1);
    assert.equal(message.wamid, sandboxChatMessagesTo(to)[0].wamid);
    assert.equal(await balanceOf(target.tenant.id, 'chat'), 0);
  });

  it('fails and refunds, never resends, a lost send no status ever names once CHAT_UNCONFIRMED_AFTER_MINUTES passed', async () => {
    const target = await createTenantSession();
    await creditTenant(target.tenant.id, 'chat', 1);
    const latency = { path: CHAT_SEND_PATH, ms: 0, drop: true, count: 1, to: MAGIC.silent };
    assert.equal((await chatSandbox().post('/__sandbox/latency', latency)).status, 200);
    const batchId = await sendBulk(target, [MAGIC.silent], { chat_template_id: reminderId, text: 'Unconfirmed' });
    const { sequelize } = testEnv();
    await waitFor(async () => {
      const [row] = await sequelize.query<{ status: string }>('SELECT status FROM messages WHERE batch_id = $1', {
        bind: [batchId],
        type: QueryTypes.SELECT,
      });
      return row?.status === 'submitting' || undefined;
    });
    const [{ id }] = await listChatMessages(target, { batch_id: batchId });
    const sent = () => sandboxChatMessagesTo(MAGIC.silent).filter((m) => m.bizOpaque === `chat-${id}`).length;
    assert.equal(sent(), 1, 'the provider took it though its answer was lost');
    // Ten minutes pass (the wait itself is the submission's; only the clock is moved).
    await sequelize.query(
      "UPDATE messages SET submit_attempted_at = now() - interval '11 minutes' WHERE batch_id = $1",
      { bind: [batchId] },
    );
    const [message] = await waitForChatBatch(target, batchId, (m) => m.status === 'failed', 90_000);
    assert.deepEqual([message.refunded, message.wamid], [true, null]);
    assert.equal(sent(), 1, 'never sent again');
    assert.equal(await balanceOf(target.tenant.id, 'chat'), 1);
  });

  it('moves statuses only forward, whatever their order and repeats; a failure after delivery changes nothing', async () => {
    await creditTenant(session.tenant.id, 'chat', 1);
    const batchId = await sendBulk(session, [MAGIC.silent], { chat_template_id: reminderId, text: 'Order' });
    const [message] = await waitForChatBatch(session, batchId, (m) => m.wamid !== null);
    const wamid = message.wamid!;
    const statusOf = async () => (await listChatMessages(session, { batch_id: batchId }))[0];
    for (const status of ['delivered', 'delivered', 'sent'])
      assert.equal((await postSignedChatWebhook(statusWebhook(wamid, status))).status, 200);
    assert.equal((await statusOf()).status, 'delivered');
    await postSignedChatWebhook(statusWebhook(wamid, 'failed', { errors: [{ code: 131049, title: 'Not delivered' }] }));
    assert.equal((await statusOf()).status, 'delivered', 'a failure after delivery changes nothing');
    await postSignedChatWebhook(statusWebhook(wamid, 'read'));
    await postSignedChatWebhook(statusWebhook(wamid, 'sent'));
    const read = await statusOf();
    assert.ok(read.status === 'read' && read.delivered_at && read.read_at);
  });

  it("applies statuses that arrive before the provider's answer once the wamid is stored", async () => {
    const target = await createTenantSession();
    await creditTenant(target.tenant.id, 'chat', 1);
    const to = freshChatNumber();
    assert.equal(
      (await chatSandbox().post('/__sandbox/latency', { path: CHAT_SEND_PATH, ms: 1_500, count: 1, to })).status,
      200,
    );
    const batchId = await sendBulk(target, [to], { chat_template_id: reminderId, text: 'Early' });
    const [message] = await waitForChatBatch(target, batchId, (m) => m.status === 'read', 30_000);
    const [{ first }] = await testEnv().sequelize.query<{ first: Date }>(
      'SELECT min(received_at) AS first FROM chat_status_events WHERE wamid = $1',
      { bind: [message.wamid], type: QueryTypes.SELECT },
    );
    assert.ok(new Date(first) < new Date(message.sent_at!), 'the statuses came first');
  });

  it('applies kept statuses when an answer already recorded is recorded again (its first recording died before applying them)', async () => {
    const target = await createTenantSession();
    const wamid = `wamid.recorded-${Date.now()}`;
    // Recorded (its wamid stored), but the statuses that came first were never applied: the database went away between
    // the answer's commit and their application, and no later status came.
    const id = await insertMessage(target.tenant.id, {
      channel: 'chat',
      status: 'accepted',
      gatewayMessageId: wamid,
      toNumber: freshChatNumber(),
    });
    await testEnv().sequelize.query(
      "INSERT INTO chat_status_events (wamid, status) VALUES ($1, 'sent'), ($1, 'delivered')",
      { bind: [wamid] },
    );
    const counts = await recordSendResults(testEnv().sequelize, [
      {
        id,
        status: 'accepted',
        gatewayMessageId: wamid,
        gatewayResponse: { messages: [{ id: wamid }] },
        deliveryStatus: null,
        deliveryError: null,
      },
    ]);
    assert.deepEqual(counts, { submitted: 0, failed: 0 }, 'nothing recorded twice');
    assert.equal((await messageRow(id))?.status, 'delivered');
  });

  it("answers an invitation by its quick replies: the quoted message's invitee is confirmed, then declined; a redelivered older tap changes nothing", async () => {
    const target = await createTenantSession();
    await creditTenant(target.tenant.id, 'chat', 1);
    const event = await createEvent(target);
    const to = freshChatNumber();
    const invitee = await addInvitee(target, event.id, { phone: to });
    const invitationId = await syncedChatTemplateId('event_invitation');
    const batchId = await sendBulk(target, [to], {
      chat_template_id: invitationId,
      variables: ['Juma', 'Harusi'],
      button_url_param: 'tok',
    });
    const [message] = await waitForChatBatch(target, batchId, (m) => m.wamid !== null);
    // Chat stages (which set these) wait for the stage sends: the message is tied to its invitee as they will tie it.
    await testEnv().sequelize.query('UPDATE messages SET event_id = $1, invitee_id = $2 WHERE id = $3', {
      bind: [event.id, invitee.id, message.id],
    });
    const tap = (text: string) =>
      chatSandbox().post('/__sandbox/chat/inbound', {
        from: to,
        button: { payload: text, text },
        context_id: message.wamid,
      });
    const inviteeStatus = async () =>
      ((await target.api.get(`/events/${event.id}/invitees`)).data.data as Array<{ id: number; status: string }>).find(
        (i) => i.id === invitee.id,
      )!.status;
    assert.equal((await tap('Nitahudhuria')).status, 200);
    await waitFor(async () => (await inviteeStatus()) === 'confirmed' || undefined);
    assert.equal((await tap('Sitaweza')).status, 200);
    await waitFor(async () => (await inviteeStatus()) === 'declined' || undefined);
    const [first] = await testEnv().sequelize.query<{ wamid: string; from_number: string }>(
      'SELECT wamid, from_number FROM chat_inbound_messages WHERE context_wamid = $1 ORDER BY id LIMIT 1',
      { bind: [message.wamid], type: QueryTypes.SELECT },
    );
    const redelivered = chatWebhookEnvelope({
      messages: [
        {
          from: first.from_number,
          id: first.wamid,
          timestamp: '1763802200',
          type: 'button',
          button: { payload: 'Nitahudhuria', text: 'Nitahudhuria' },
          context: { from: '255222110000', id: message.wamid },
        },
      ],
    });
    assert.equal((await postSignedChatWebhook(redelivered)).status, 200);
    assert.equal(await inviteeStatus(), 'declined');
  });
});
