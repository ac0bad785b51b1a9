import assert from 'node:assert/strict';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import axios from 'axios';
import { QueryTypes } from 'sequelize';
import { createMemberSession, createTenantSession, type TenantSession } from '../helpers/tenant';
import { balanceOf, creditTenant } from '../helpers/credits';
import { freshChatNumber } from '../helpers/chat';
import { insertMessagesPastExactTotal } from '../helpers/messages';
import { testEnv } from '../helpers/env';
import { waitFor } from '../helpers/wait-for';
import { checkResponseContract } from '../helpers/response-contract';
import { createApp } from '../../api/http/app';
import { createProviders } from '../../infra/providers';
import { logger } from '../../infra/logger';
import {
  chatLedger,
  listChatMessages,
  sandboxChatMessagesTo,
  syncedChatTemplateId,
  waitForChatBatch,
} from '../helpers/chat-sends';

const later = () => new Date(Date.now() + 3_600_000).toISOString();

async function messageCount(tenantId: number): Promise<number> {
  const [{ n }] = await testEnv().sequelize.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM messages WHERE tenant_id = $1',
    { bind: [tenantId], type: QueryTypes.SELECT },
  );
  return n;
}

describe('chat sends: POST /chat/send and /chat/send-bulk', () => {
  let session: TenantSession;
  let reminderId: number;
  let invitationId: number;

  before(async () => {
    session = await createTenantSession();
    reminderId = await syncedChatTemplateId('event_reminder');
    invitationId = await syncedChatTemplateId('event_invitation');
  });

  /** A new tenant's bulk of 240 reminders to fresh numbers: one page, 3 s at 80 a second. */
  async function pageOf240(): Promise<{
    target: TenantSession;
    numbers: string[];
    ours: Set<string>;
    batchId: number;
  }> {
    const target = await createTenantSession();
    const numbers = [...new Set(Array.from({ length: 240 }, freshChatNumber))];
    await creditTenant(target.tenant.id, 'chat', numbers.length);
    const res = await target.api.post('/chat/send-bulk', { numbers, chat_template_id: reminderId, text: 'Mkutano' });
    assert.equal(res.status, 202, JSON.stringify(res.data));
    return { target, numbers, ours: new Set(numbers), batchId: res.data.batch_id as number };
  }

  it('sends one template message: 202, one chat credit, then sent, delivered and read with its wamid', async () => {
    await creditTenant(session.tenant.id, 'chat', 5);
    const to = freshChatNumber();
    const res = await session.api.post('/chat/send', {
      to,
      chat_template_id: reminderId,
      variables: ['Harusi ya Neema'],
    });
    assert.equal(res.status, 202, JSON.stringify(res.data));
    assert.deepEqual(
      { ...res.data, batch_id: 0 },
      {
        message: '1 chat message queued for sending.',
        count: 1,
        opted_out: 0,
        channel: 'chat',
        partial: false,
        batch_id: 0,
      },
    );
    assert.equal(await balanceOf(session.tenant.id, 'chat'), 4);
    const [message] = await waitForChatBatch(session, res.data.batch_id, (m) => m.status === 'read');
    assert.equal(message.to_number, to);
    assert.equal(message.body, 'Ukumbusho: Harusi ya Neema ni kesho. Tunakusubiri!');
    assert.deepEqual(message.template, { id: reminderId, name: 'event_reminder', language: 'sw' });
    assert.deepEqual(message.variables, ['Harusi ya Neema']);
    assert.match(String(message.wamid), /^wamid\./);
    assert.ok(message.sent_at && message.delivered_at && message.read_at);
    assert.equal(message.error, null);
    const [sent] = sandboxChatMessagesTo(to);
    assert.equal(sent.wamid, message.wamid);
    assert.equal(sent.bizOpaque, `chat-${message.id}`);
    assert.equal(sent.text, message.body);
    assert.deepEqual(
      (await chatLedger(session.tenant.id)).map((e) => e.amount),
      [5, -1],
    );

    // Once the number opts out of chat, a send to it is refused before any debit.
    assert.equal((await session.api.post('/opt-outs', { phone: to, channel: 'chat' })).status, 201);
    const refused = await session.api.post('/chat/send', {
      to,
      chat_template_id: reminderId,
      variables: ['Harusi ya Neema'],
    });
    assert.equal(refused.status, 422, JSON.stringify(refused.data));
    assert.equal(await balanceOf(session.tenant.id, 'chat'), 4);
  });

  it('finds a template by name in language sw by default, or in the language given; text stands for a single variable', async () => {
    await creditTenant(session.tenant.id, 'chat', 2);
    const [sw, en] = [freshChatNumber(), freshChatNumber()];
    const bySw = await session.api.post('/chat/send', { to: sw, template: 'event_reminder', text: 'Mahafali' });
    const byEn = await session.api.post('/chat/send', {
      to: en,
      template: 'event_reminder',
      language: 'en',
      variables: ['The graduation'],
    });
    assert.deepEqual([bySw.status, byEn.status], [202, 202], JSON.stringify([bySw.data, byEn.data]));
    const [swMessage] = await waitForChatBatch(session, bySw.data.batch_id, (m) => m.wamid !== null);
    const [enMessage] = await waitForChatBatch(session, byEn.data.batch_id, (m) => m.wamid !== null);
    assert.deepEqual(
      [swMessage.template?.language, swMessage.body],
      ['sw', 'Ukumbusho: Mahafali ni kesho. Tunakusubiri!'],
    );
    assert.deepEqual(
      [enMessage.template?.language, enMessage.body],
      ['en', 'Reminder: The graduation is tomorrow. We look forward to seeing you!'],
    );
  });

  it("refuses a variable count that is not the template's with 422 naming the template and both counts, billing nothing", async () => {
    await creditTenant(session.tenant.id, 'chat', 1);
    const before = [await balanceOf(session.tenant.id, 'chat'), await messageCount(session.tenant.id)];
    const cases = [
      {
        body: { chat_template_id: invitationId, variables: ['Juma'], button_url_param: 'x' },
        field: 'variables',
        expect: 'The chat template event_invitation (sw) expects 2 variables, but 1 was given.',
      },
      {
        body: { chat_template_id: reminderId },
        field: 'variables',
        expect: 'The chat template event_reminder (sw) expects 1 variable, but 0 were given.',
      },
      {
        body: { template: 'payment_received', text: 'Juma' },
        field: 'text',
        expect: 'The chat template payment_received (sw) expects 2 variables, but 1 was given.',
      },
      {
        body: { template: 'welcome_message', variables: ['extra'] },
        field: 'variables',
        expect: 'The chat template welcome_message (sw) expects 0 variables, but 1 was given.',
      },
    ];
    for (const { body, field, expect } of cases) {
      const res = await session.api.post('/chat/send', { to: freshChatNumber(), ...body });
      assert.equal(res.status, 422, JSON.stringify(res.data));
      assert.equal(res.data.message, expect);
      assert.deepEqual(res.data.errors, { [field]: [expect] });
    }
    assert.deepEqual([await balanceOf(session.tenant.id, 'chat'), await messageCount(session.tenant.id)], before);
  });

  it('refuses templates that are unknown, not approved or in another language, and bad template fields, with 422', async () => {
    await creditTenant(session.tenant.id, 'chat', 1);
    const to = freshChatNumber();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ template: 'promo_offer', language: 'en', text: '20%' }, 'template'],
      [{ template: 'old_notice' }, 'template'],
      [{ template: 'no_such_template' }, 'template'],
      [{ template: 'welcome_message', language: 'fr' }, 'template'],
      [{ chat_template_id: 2_000_000_000 }, 'chat_template_id'],
      [{}, 'chat_template_id'],
      [{ chat_template_id: reminderId, template: 'event_reminder', text: 'x' }, 'template'],
      [{ chat_template_id: reminderId, language: 'en', text: 'x' }, 'language'],
      [{ chat_template_id: reminderId, text: 'x', variables: ['y'] }, 'text'],
      [{ chat_template_id: reminderId, variables: ['two\nlines'] }, 'variables.0'],
      [{ chat_template_id: reminderId, variables: ['    five     spaces'] }, 'variables.0'],
      [{ chat_template_id: reminderId, variables: [''] }, 'variables.0'],
      [{ chat_template_id: reminderId, variables: ['x'], scheduled_at: '2020-01-01T00:00:00Z' }, 'scheduled_at'],
    ];
    for (const [body, field] of cases) {
      const res = await session.api.post('/chat/send', { to, ...body });
      assert.equal(res.status, 422, `${JSON.stringify(body)} → ${res.status} ${JSON.stringify(res.data)}`);
      assert.ok(res.data.errors?.[field], `${JSON.stringify(body)} → ${JSON.stringify(res.data.errors)}`);
    }
    const badNumber = await session.api.post('/chat/send', { to: '12345', chat_template_id: reminderId, text: 'x' });
    assert.ok(badNumber.status === 422 && badNumber.data.errors.to, JSON.stringify(badNumber.data));
    assert.equal(sandboxChatMessagesTo(to).length, 0);
  });

  it('fills a link button with button_url_param, which its template requires and others refuse', async () => {
    await creditTenant(session.tenant.id, 'chat', 1);
    const to = freshChatNumber();
    const missing = await session.api.post('/chat/send', {
      to,
      chat_template_id: invitationId,
      variables: ['Juma', 'Harusi'],
    });
    assert.equal(missing.status, 422);
    assert.match(missing.data.errors.button_url_param[0], /event_invitation \(sw\) has a link button/);
    const needless = await session.api.post('/chat/send', {
      to,
      chat_template_id: reminderId,
      text: 'x',
      button_url_param: 'abc',
    });
    assert.equal(needless.status, 422);
    assert.ok(needless.data.errors.button_url_param);
    const res = await session.api.post('/chat/send', {
      to,
      chat_template_id: invitationId,
      variables: ['Juma', 'Harusi ya Neema'],
      button_url_param: 'k3J9xQ2w',
    });
    assert.equal(res.status, 202, JSON.stringify(res.data));
    const [message] = await waitForChatBatch(session, res.data.batch_id, (m) => m.wamid !== null);
    assert.equal(message.button_url_param, 'k3J9xQ2w');
    assert.equal(message.body, 'Habari Juma, umealikwa kwenye Harusi ya Neema. Thibitisha hapa chini.');
    assert.deepEqual(sandboxChatMessagesTo(to)[0].buttonUrls, { 0: `${testEnv().baseUrl}/e/k3J9xQ2w` });
  });

  it('sends a bulk once per number after normalisation', async () => {
    const target = await createTenantSession();
    await creditTenant(target.tenant.id, 'chat', 10);
    const [a, b] = [freshChatNumber(), freshChatNumber()];
    const numbers = [`0${a.slice(3)}`, `+${a}`, a, b, `0${b.slice(3)}`];
    const res = await target.api.post('/chat/send-bulk', {
      numbers,
      chat_template_id: reminderId,
      variables: ['Kikao'],
    });
    assert.equal(res.status, 202, JSON.stringify(res.data));
    assert.deepEqual([res.data.count, res.data.partial, res.data.channel], [2, false, 'chat']);
    assert.equal(await balanceOf(target.tenant.id, 'chat'), 8);
    const messages = await waitForChatBatch(target, res.data.batch_id, (m) => m.status === 'read');
    assert.deepEqual(messages.map((m) => m.to_number).sort(), [a, b].sort());
    assert.deepEqual([sandboxChatMessagesTo(a).length, sandboxChatMessagesTo(b).length], [1, 1]);
  });

  it('sends only what the chat balance covers (partial), and nothing at a balance of 0 (422 asking to buy chat credits)', async () => {
    const target = await createTenantSession();
    const numbers = Array.from({ length: 5 }, freshChatNumber);
    const empty = await target.api.post('/chat/send-bulk', { numbers, chat_template_id: reminderId, text: 'Kikao' });
    assert.equal(empty.status, 422);
    assert.match(empty.data.message, /buy chat credits/);
    assert.equal(await messageCount(target.tenant.id), 0);
    const single = await target.api.post('/chat/send', { to: numbers[0], chat_template_id: reminderId, text: 'Kikao' });
    assert.equal(single.status, 422);
    await creditTenant(target.tenant.id, 'chat', 3);
    const res = await target.api.post('/chat/send-bulk', { numbers, chat_template_id: reminderId, text: 'Kikao' });
    assert.equal(res.status, 202, JSON.stringify(res.data));
    assert.deepEqual([res.data.count, res.data.partial], [3, true]);
    assert.match(res.data.message, /covered 3 of 5 recipients/);
    assert.equal(await balanceOf(target.tenant.id, 'chat'), 0);
    const messages = await waitForChatBatch(target, res.data.batch_id, (m) => m.wamid !== null);
    assert.deepEqual(messages.map((m) => m.to_number).sort(), numbers.slice(0, 3).sort());
    assert.deepEqual(
      numbers.map((n) => sandboxChatMessagesTo(n).length),
      [1, 1, 1, 0, 0],
    );
    assert.deepEqual(
      (await chatLedger(target.tenant.id)).map((e) => e.amount),
      [3, -3],
    );
    assert.equal(await balanceOf(target.tenant.id, 'sms'), 0, 'the SMS wallet is never touched');
  });

  it('shows scheduled chat messages at once and cancels one (refunded once) or the rest of the batch', async () => {
    const target = await createTenantSession();
    await creditTenant(target.tenant.id, 'chat', 3);
    const numbers = [freshChatNumber(), freshChatNumber(), freshChatNumber()];
    const res = await target.api.post('/chat/send-bulk', {
      numbers,
      chat_template_id: reminderId,
      text: 'Kikao',
      scheduled_at: later(),
    });
    assert.equal(res.status, 202, JSON.stringify(res.data));
    assert.match(res.data.message, /scheduled/);
    const scheduled = await listChatMessages(target, { status: 'scheduled' });
    assert.equal(scheduled.length, 3);
    const one = await target.api.post(`/chat/messages/${scheduled[0].id}/cancel`);
    assert.equal(one.status, 200, JSON.stringify(one.data));
    assert.equal(one.data.data.status, 'cancelled');
    assert.equal(one.data.data.refunded, true);
    assert.equal((await target.api.post(`/chat/messages/${scheduled[0].id}/cancel`)).status, 422);
    assert.equal(await balanceOf(target.tenant.id, 'chat'), 1);
    const rest = await target.api.post(`/chat/batches/${res.data.batch_id}/cancel`);
    assert.equal(rest.status, 200, JSON.stringify(rest.data));
    assert.equal(rest.data.cancelled, 2);
    assert.equal((await target.api.post(`/chat/batches/${res.data.batch_id}/cancel`)).status, 422);
    assert.equal(await balanceOf(target.tenant.id, 'chat'), 3);
    const batch = await target.api.get(`/chat/batches/${res.data.batch_id}`);
    assert.deepEqual(
      [batch.data.data.status, batch.data.data.channel, batch.data.data.counts],
      ['cancelled', 'chat', { cancelled: 3 }],
    );
    assert.equal(
      (await chatLedger(target.tenant.id)).filter((e) => e.amount > 0 && e.reference.includes('refund')).length,
      2,
    );
    assert.deepEqual(
      numbers.map((n) => sandboxChatMessagesTo(n).length),
      [0, 0, 0],
    );
  });

  it('cancels the rest of a chat batch while it is being sent: what went out stays sent once, the rest is cancelled and refunded', async function () {
    this.timeout(60_000);
    const { sequelize } = testEnv();
    const { target, numbers, ours, batchId } = await pageOf240();
    const rows = () =>
      sequelize.query<{ id: number; status: string; wamid: string | null; refunded: boolean }>(
        'SELECT id, status, gateway_message_id AS wamid, refunded_at IS NOT NULL AS refunded FROM messages WHERE batch_id = $1 ORDER BY id',
        { bind: [batchId], type: QueryTypes.SELECT },
      );
    // At 80 a second the page takes 3 s: cancel once the provider has the first messages. They all belong to one page,
    // each message claimed only at its own send, so the cancel finds the rest still queued.
    await waitFor(
      () =>
        testEnv()
          .sandboxes.chat.store.allMessages()
          .some((m) => ours.has(m.to)) || undefined,
      20_000,
      20,
    );
    const cancel = await target.api.post(`/chat/batches/${batchId}/cancel`);
    assert.equal(cancel.status, 200, JSON.stringify(cancel.data));
    const cancelled = cancel.data.cancelled as number;
    assert.ok(cancelled > numbers.length / 4, `only ${cancelled} of ${numbers.length} were left to cancel`);

    const settled = await waitFor(async () => {
      const all = await rows();
      return all.every((m) => !['queued', 'submitting'].includes(m.status)) && all;
    }, 20_000);
    const sent = settled.filter((m) => m.wamid !== null);
    assert.equal(sent.length + cancelled, numbers.length);
    assert.ok(settled.filter((m) => m.wamid === null).every((m) => m.status === 'cancelled' && m.refunded));
    const received = new Map<string, number>();
    // Only what reached this test's numbers: other tests post straight to the provider with ids of their own.
    for (const m of testEnv()
      .sandboxes.chat.store.allMessages()
      .filter((m) => ours.has(m.to)))
      received.set(m.bizOpaque ?? '', (received.get(m.bizOpaque ?? '') ?? 0) + 1);
    const notOnce = sent
      .filter((m) => received.get(`chat-${m.id}`) !== 1)
      .map((m) => ({ id: m.id, received: received.get(`chat-${m.id}`) ?? 0 }));
    assert.deepEqual(notOnce, [], 'each message that went out went once');
    assert.ok(
      settled.filter((m) => m.wamid === null).every((m) => !received.has(`chat-${m.id}`)),
      'no cancelled message went out',
    );
    assert.equal(await balanceOf(target.tenant.id, 'chat'), cancelled);
  });

  it('shows each chat message sent as the provider answers it, not when its page ends, each claimed at its own send', async function () {
    this.timeout(60_000);
    const { sequelize } = testEnv();
    const { numbers, ours, batchId } = await pageOf240();
    const rows = () =>
      sequelize.query<{ wamid: string | null; claims: number }>(
        'SELECT gateway_message_id AS wamid, submit_claims AS claims FROM messages WHERE batch_id = $1',
        { bind: [batchId], type: QueryTypes.SELECT },
      );
    const received = () =>
      testEnv()
        .sandboxes.chat.store.allMessages()
        .filter((m) => ours.has(m.to)).length;
    // The 240 are one page, 3 s at 80 a second. The rows are read before the provider's count: a message shown sent
    // while the provider still lacks part of the page was recorded before the page ended.
    const early = await waitFor(
      async () => {
        const sent = (await rows()).filter((m) => m.wamid !== null).length;
        const sandboxHas = received();
        return sent > 0 && sandboxHas < numbers.length && { sent, sandboxHas };
      },
      20_000,
      20,
    );
    assert.ok(early.sent <= early.sandboxHas);

    const settled = await waitFor(async () => {
      const all = await rows();
      return all.every((m) => m.wamid !== null) && all;
    }, 30_000);
    assert.equal(received(), numbers.length);
    // Claimed right before its own send, never with the page as a whole first (a page claimed whole made it 2 each);
    // a throttling pause, which lets the message go, adds one.
    const claimedOnce = settled.filter((m) => m.claims === 1).length;
    assert.ok(
      claimedOnce >= 0.9 * numbers.length,
      `only ${claimedOnce} of ${numbers.length} were claimed once: ${JSON.stringify(settled.map((m) => m.claims))}`,
    );
  });

  it('lists chat messages apart from SMS, newest first, paginated, by status and by batch', async () => {
    const target = await createTenantSession();
    await creditTenant(target.tenant.id, 'chat', 3);
    await creditTenant(target.tenant.id, 'sms', 1);
    const first = await target.api.post('/chat/send-bulk', {
      numbers: [freshChatNumber(), freshChatNumber()],
      chat_template_id: reminderId,
      text: 'A',
    });
    const second = await target.api.post('/chat/send', {
      to: freshChatNumber(),
      chat_template_id: reminderId,
      text: 'B',
      scheduled_at: later(),
    });
    assert.equal(
      (await target.api.post('/sms/send', { to: freshChatNumber(), text: 'SMS', scheduled_at: later() })).status,
      201,
    );
    await waitForChatBatch(target, first.data.batch_id, (m) => m.status === 'read');
    const page = await target.api.get('/chat/messages', { params: { per_page: 2 } });
    assert.equal(page.status, 200);
    assert.deepEqual([page.data.meta.total, page.data.meta.last_page, page.data.data.length], [3, 2, 2]);
    assert.ok(page.data.data[0].id > page.data.data[1].id);
    assert.deepEqual(
      (await listChatMessages(target, { batch_id: first.data.batch_id })).map((m) => m.batch_id),
      [first.data.batch_id, first.data.batch_id],
    );
    assert.deepEqual((await listChatMessages(target, { status: 'read' })).length, 2);
    assert.deepEqual(
      (await listChatMessages(target, { status: 'scheduled' })).map((m) => m.batch_id),
      [second.data.batch_id],
    );
    assert.equal((await target.api.get('/chat/messages', { params: { status: 'DELIVERED' } })).status, 422);
    const sms = await target.api.get('/messages');
    assert.deepEqual(
      sms.data.data.map((m: { body: string }) => m.body),
      ['SMS'],
    );
    const batches = await target.api.get('/chat/batches');
    assert.deepEqual(
      batches.data.data.map((b: { id: number }) => b.id),
      [second.data.batch_id, first.data.batch_id],
    );
    assert.equal((await target.api.get('/sms/batches')).data.data.length, 1);
    const shown = await target.api.get(`/chat/messages/${page.data.data[0].id}`);
    assert.equal(shown.status, 200);
    assert.equal(
      (await target.api.get(`/messages/${page.data.data[0].id}`)).status,
      404,
      'the SMS routes do not show chat messages',
    );
  });

  it('counts chat messages exactly up to 1,000 matches and estimates above (meta.total_is_estimate)', async () => {
    const big = await createTenantSession();
    await insertMessagesPastExactTotal(big.tenant.id, 'chat', 'read', 'delivered');
    const all = await big.api.get('/chat/messages');
    assert.equal(all.data.meta.total_is_estimate, true);
    assert.ok(all.data.meta.total > 1000, String(all.data.meta.total));
    assert.equal(all.data.data.length, 20);
    const few = await big.api.get('/chat/messages?status=read');
    assert.deepEqual([few.data.meta.total, few.data.meta.total_is_estimate, few.data.data.length], [5, false, 5]);
  });

  it('keeps each tenant to its own chat messages and batches', async () => {
    const [owner, other] = [await createTenantSession(), await createTenantSession()];
    await creditTenant(owner.tenant.id, 'chat', 1);
    const res = await owner.api.post('/chat/send', {
      to: freshChatNumber(),
      chat_template_id: reminderId,
      text: 'Siri',
      scheduled_at: later(),
    });
    const [message] = await listChatMessages(owner);
    assert.deepEqual(await listChatMessages(other), []);
    assert.deepEqual(await listChatMessages(other, { batch_id: res.data.batch_id }), []);
    for (const request of [
      other.api.get(`/chat/messages/${message.id}`),
      other.api.post(`/chat/messages/${message.id}/cancel`),
      other.api.get(`/chat/batches/${res.data.batch_id}`),
      other.api.post(`/chat/batches/${res.data.batch_id}/cancel`),
    ])
      assert.equal((await request).status, 404);
    assert.equal((await listChatMessages(owner))[0].status, 'scheduled');
  });

  it('answers 503 when the batch cannot be started, with its credits refunded and its message failed, not sent', async () => {
    const { sequelize, config, temporal } = testEnv();
    // The API's Temporal client refuses every start, as when the cluster is unreachable.
    const workflow = Object.assign(Object.create(temporal.workflow) as typeof temporal.workflow, {
      start: () => Promise.reject(new Error('Temporal is unreachable')),
    });
    const app = createApp({
      sequelize,
      temporal: Object.assign(Object.create(temporal) as typeof temporal, { workflow }),
      logger,
      ...createProviders(config),
      config,
    });
    const server: Server = await new Promise((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    try {
      const target = await createTenantSession();
      await creditTenant(target.tenant.id, 'chat', 2);
      const client = axios.create({
        baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`,
        validateStatus: () => true,
        headers: { Authorization: `Bearer ${target.token}` },
      });
      client.interceptors.response.use(checkResponseContract);
      const to = freshChatNumber();
      const res = await client.post('/chat/send', { to, chat_template_id: reminderId, text: 'Mkutano' });
      assert.equal(res.status, 503, JSON.stringify(res.data));
      assert.equal(res.data.code, 'batch_not_started');
      assert.equal(await balanceOf(target.tenant.id, 'chat'), 2);
      const [message] = await listChatMessages(target);
      assert.equal(message.to_number, to);
      assert.equal(message.status, 'failed');
      assert.equal(message.refunded, true);
      assert.deepEqual(sandboxChatMessagesTo(to), []);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('needs messages.send, bulk_sms.send and messages (or messages.view) as the interface says', async () => {
    await creditTenant(session.tenant.id, 'chat', 2);
    const lister = await createMemberSession(session, ['messages']);
    const sender = await createMemberSession(session, ['messages.send']);
    const body = { chat_template_id: reminderId, text: 'Ruhusa' };
    assert.equal((await lister.api.post('/chat/send', { to: freshChatNumber(), ...body })).status, 403);
    assert.equal((await lister.api.get('/chat/messages')).status, 200);
    assert.equal((await sender.api.get('/chat/messages')).status, 403);
    assert.equal((await sender.api.post('/chat/send-bulk', { numbers: [freshChatNumber()], ...body })).status, 403);
    assert.equal((await sender.api.post('/chat/send', { to: freshChatNumber(), ...body })).status, 202);
  });
});
