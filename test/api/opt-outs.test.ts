import assert from 'node:assert/strict';
import axios from 'axios';
import { QueryTypes } from 'sequelize';
import { testEnv } from '../helpers/env';
import { createContact } from '../helpers/contacts';
import { creditedSession, phoneNumbers, smsBalance, tenantMessages } from '../helpers/sms';
import { createMemberSession, type TenantSession } from '../helpers/tenant';
import { freshChatNumber, insertSentChatMessage } from '../helpers/chat';
import { openInviteePage } from '../helpers/event-page';
import { waitFor } from '../helpers/wait-for';
import { batchWorkflowId } from '../../workflows/contracts';
import { optOutToken } from '../../domain/messaging/opt-out-token';
import { loadOptOutKey } from '../../db/messaging/opt-out-key';
import { addOptOut } from '../../db/messaging/opt-outs';

async function optOutRows(tenantId: number): Promise<Array<{ phone: string; channel: string | null; source: string }>> {
  return testEnv().sequelize.query('SELECT phone, channel, source FROM opt_outs WHERE tenant_id = $1 ORDER BY id', {
    bind: [tenantId],
    type: QueryTypes.SELECT,
  });
}

const sandboxTextsTo = (phone: string): string[] =>
  testEnv()
    .sandboxes.sms.store.allMessages()
    .filter((m) => m.to === phone)
    .map((m) => m.text);

async function groupOf(session: TenantSession, phones: string[]): Promise<number> {
  const group = (await session.api.post('/groups', { name: `Opt-out group ${Date.now()}` })).data.data;
  const contacts = await Promise.all(
    phones.map((phone, i) => createContact(session, { name: `Mwanachama ${i}`, phone })),
  );
  assert.ok(
    (await session.api.post(`/groups/${group.id}/contacts`, { contact_ids: contacts.map((c) => c.id) })).status < 300,
  );
  return group.id as number;
}

describe('opt-outs', () => {
  it('lets the tenant add, list and remove numbers; idempotent; validated; permissions; another tenant sees and removes nothing', async () => {
    const owner = await creditedSession(0);
    const other = await creditedSession(0);
    const [a, b] = phoneNumbers(2);
    const created = await owner.api.post('/opt-outs', { phone: `0${a.slice(3)}` });
    assert.equal(created.status, 201, JSON.stringify(created.data));
    assert.deepEqual(
      { phone: created.data.data.phone, channel: created.data.data.channel, source: created.data.data.source },
      { phone: a, channel: null, source: 'api' },
    );
    assert.equal((await owner.api.post('/opt-outs', { phone: a })).status, 200);
    assert.equal((await owner.api.post('/opt-outs', { phone: b, channel: 'chat' })).status, 201);
    assert.equal((await owner.api.post('/opt-outs', { phone: 'abc' })).status, 422);
    assert.equal((await owner.api.post('/opt-outs', { phone: b, channel: 'fax' })).status, 422);

    const listed = await owner.api.get('/opt-outs');
    assert.deepEqual(
      listed.data.data.map((o: { phone: string; channel: string | null }) => [o.phone, o.channel]),
      [
        [b, 'chat'],
        [a, null],
      ],
    );
    assert.equal(listed.data.meta.total, 2);
    assert.equal((await owner.api.get('/opt-outs', { params: { channel: 'all' } })).data.meta.total, 1);
    assert.equal((await owner.api.get('/opt-outs', { params: { phone: `0${b.slice(3, 9)}` } })).data.data[0].phone, b);
    assert.equal((await other.api.get('/opt-outs')).data.meta.total, 0);

    assert.equal((await other.api.delete(`/opt-outs/${a}`)).status, 404);
    assert.equal((await optOutRows(owner.tenant.id)).length, 2);
    const viewer = await createMemberSession(owner, ['opt_outs.view']);
    assert.equal((await viewer.api.get('/opt-outs')).status, 200);
    assert.equal((await viewer.api.post('/opt-outs', { phone: a })).status, 403);
    assert.equal((await viewer.api.delete(`/opt-outs/${a}`)).status, 403);

    const removed = await owner.api.delete(`/opt-outs/0${a.slice(3)}`);
    assert.equal(removed.status, 200);
    assert.equal(removed.data.count, 1);
    assert.equal((await owner.api.delete(`/opt-outs/${a}`)).status, 404);
    assert.deepEqual(await optOutRows(owner.tenant.id), [{ phone: b, channel: 'chat', source: 'api' }]);
  });

  it('refuses a single send to an opted-out number with 422 before any debit; a chat-only opt-out does not stop SMS', async () => {
    const session = await creditedSession(5);
    const [out, chatOnly] = phoneNumbers(2);
    await session.api.post('/opt-outs', { phone: out, channel: 'sms' });
    await session.api.post('/opt-outs', { phone: chatOnly, channel: 'chat' });
    const refused = await session.api.post('/sms/send', { to: out, text: 'Habari' });
    assert.equal(refused.status, 422);
    assert.equal(typeof refused.data.message, 'string');
    assert.equal(await smsBalance(session), 5);
    assert.equal((await tenantMessages(session.tenant.id)).length, 0);
    assert.deepEqual(sandboxTextsTo(out), []);
    assert.equal((await session.api.post('/sms/send', { to: chatOnly, text: 'Habari' })).status, 201);
    assert.equal(await smsBalance(session), 4);
  });

  it('bulk and group sends leave opted-out numbers out, never bill them and count them as opted_out', async () => {
    const session = await creditedSession(20);
    const numbers = phoneNumbers(6);
    await session.api.post('/opt-outs', { phone: numbers[0] });
    await session.api.post('/opt-outs', { phone: numbers[3], channel: 'sms' });
    await session.api.post('/opt-outs', { phone: numbers[1], channel: 'chat' });

    const bulk = await session.api.post('/sms/send-bulk', {
      messages: numbers.slice(0, 3).map((to) => ({ to, text: 'Ujumbe wa jaribio' })),
    });
    assert.equal(bulk.status, 202, JSON.stringify(bulk.data));
    assert.deepEqual([bulk.data.count, bulk.data.opted_out], [2, 1]);
    await testEnv().temporal.workflow.getHandle(batchWorkflowId(bulk.data.batch_id)).result();
    const bulkDetail = (await session.api.get(`/sms/batches/${bulk.data.batch_id}`)).data.data;
    assert.equal(bulkDetail.counts.opted_out, 1);
    assert.equal(bulkDetail.opted_out, 1);
    assert.equal(bulkDetail.total, 2);

    const groupId = await groupOf(session, numbers.slice(3));
    const group = await session.api.post(`/sms/send-group/${groupId}`, { text: 'Habari {name} {optout_link}' });
    assert.equal(group.status, 202, JSON.stringify(group.data));
    assert.deepEqual([group.data.contacts, group.data.opted_out], [2, 1]);
    await testEnv().temporal.workflow.getHandle(batchWorkflowId(group.data.batch_id)).result();
    assert.equal((await session.api.get(`/sms/batches/${group.data.batch_id}`)).data.data.counts.opted_out, 1);

    assert.equal(await smsBalance(session), 20 - 4);
    assert.deepEqual([sandboxTextsTo(numbers[0]), sandboxTextsTo(numbers[3])], [[], []]);
    // The group's texts are rendered in SQL: its {optout_link} is the one TypeScript makes.
    const link = `${testEnv().config.publicBaseUrl}/u/${optOutToken(await loadOptOutKey(testEnv().sequelize), session.tenant.id, numbers[4])}`;
    assert.deepEqual(sandboxTextsTo(numbers[4]), [`Habari Mwanachama 1 ${link}`]);
    const sentTo = (await tenantMessages(session.tenant.id)).map((m) => m.to_number).sort();
    assert.deepEqual(sentTo, [numbers[1], numbers[2], numbers[4], numbers[5]].sort());

    const allOut = await groupOf(session, [numbers[0]]);
    assert.equal((await session.api.post(`/sms/send-group/${allOut}`, { text: 'x' })).status, 422);
    assert.equal(await smsBalance(session), 16);
  });

  it('cancels and refunds a scheduled message whose number opted out after it was accepted, and sends the others', async () => {
    const session = await creditedSession(5);
    const numbers = phoneNumbers(2);
    const scheduledAt = new Date(Date.now() + 4000).toISOString();
    const bulk = await session.api.post('/sms/send-bulk', {
      messages: numbers.map((to) => ({ to, text: 'Baadaye' })),
      scheduled_at: scheduledAt,
    });
    assert.equal(bulk.status, 202, JSON.stringify(bulk.data));
    assert.equal(await smsBalance(session), 3);
    assert.equal((await session.api.post('/opt-outs', { phone: numbers[0] })).status, 201);
    await testEnv().temporal.workflow.getHandle(batchWorkflowId(bulk.data.batch_id)).result();
    const rows = await tenantMessages(session.tenant.id);
    assert.deepEqual(
      rows.map((r) => [r.to_number, r.status === 'cancelled', r.refunded_at !== null]),
      [
        [numbers[0], true, true],
        [numbers[1], false, false],
      ],
    );
    assert.deepEqual(sandboxTextsTo(numbers[0]), []);
    assert.deepEqual(sandboxTextsTo(numbers[1]), ['Baadaye']);
    assert.equal(await smsBalance(session), 4);
  });

  it('renders {optout_link} in a sent SMS; its page stops every message of the organization and undoes it', async () => {
    const session = await creditedSession(10);
    const [phone] = phoneNumbers(1);
    const sent = await session.api.post('/sms/send', { to: phone, text: 'Karibu. Kuacha: {optout_link}' });
    assert.equal(sent.status, 201, JSON.stringify(sent.data));
    const [text] = sandboxTextsTo(phone);
    const link = /(http\S+\/u\/[A-Za-z0-9_-]{32})$/.exec(text)?.[1] ?? '';
    assert.ok(link.startsWith(`${testEnv().config.publicBaseUrl}/u/`), text);

    const page = await openInviteePage(link);
    assert.equal(page.response.status, 200);
    assert.ok(
      page.html.includes(session.tenant.name) &&
        page.html.includes('data-state="receiving"') &&
        !page.html.includes(phone),
    );
    assert.equal((await page.post('stop', {}, { csrf: 'forged' })).status, 403);
    assert.deepEqual(await optOutRows(session.tenant.id), []);
    const stopped = await page.post('stop', {});
    assert.equal(stopped.status, 303);
    assert.equal((await page.post('undo', {})).status, 403, 'a form token is spent by its post');
    assert.deepEqual(await optOutRows(session.tenant.id), [{ phone, channel: null, source: 'link' }]);
    assert.equal((await session.api.post('/sms/send', { to: phone, text: 'Tena' })).status, 422);
    const english = await openInviteePage(link, '?lang=en');
    assert.ok(english.html.includes('data-state="stopped"') && english.html.includes('Receive messages again'));
    assert.equal((await english.post('undo', { lang: 'en' })).status, 303);
    assert.deepEqual(await optOutRows(session.tenant.id), []);

    const forged = `${link.slice(0, -4)}AAAA`;
    assert.equal((await axios.get(forged, { validateStatus: () => true })).status, 404);
  });

  it('opts a number out of chat when it replies STOP or ACHA (any case, trimmed), for the organization it replies to', async () => {
    const session = await creditedSession(0);
    const [stopper, acha, chatty] = [freshChatNumber(), freshChatNumber(), freshChatNumber()];
    for (const number of [stopper, acha, chatty]) await insertSentChatMessage(session.tenant.id, number);
    const control = axios.create({ baseURL: testEnv().sandboxes.chat.url, validateStatus: () => true });
    assert.equal((await control.post('/__sandbox/chat/inbound', { from: stopper, text: 'stop' })).status, 200);
    assert.equal((await control.post('/__sandbox/chat/inbound', { from: acha, text: '  Acha ' })).status, 200);
    assert.equal(
      (await control.post('/__sandbox/chat/inbound', { from: chatty, text: 'Acha kabisa tafadhali' })).status,
      200,
    );
    const rows = await waitFor(async () => {
      const found = await optOutRows(session.tenant.id);
      return found.length >= 2 ? found : undefined;
    });
    assert.deepEqual(
      rows.map((r) => [r.phone, r.channel, r.source]).sort(),
      [
        [acha, 'chat', 'reply'],
        [stopper, 'chat', 'reply'],
      ].sort(),
    );
    // A reply that only contains the word is stored, and opts nobody out.
    await waitFor(
      async () =>
        (
          await testEnv().sequelize.query('SELECT 1 FROM chat_inbound_messages WHERE from_number = $1', {
            bind: [chatty],
            type: QueryTypes.SELECT,
          })
        ).length === 1,
    );
    assert.equal((await optOutRows(session.tenant.id)).length, 2);
  });

  it("answers 409 to the tenant's DELETE of a recipient's own opt-out (STOP reply, opt-out page) and keeps it; the tenant's own go", async () => {
    const session = await creditedSession(0);
    const replied = freshChatNumber();
    const [linked, own] = phoneNumbers(2);
    await insertSentChatMessage(session.tenant.id, replied);
    const control = axios.create({ baseURL: testEnv().sandboxes.chat.url, validateStatus: () => true });
    assert.equal((await control.post('/__sandbox/chat/inbound', { from: replied, text: 'STOP' })).status, 200);
    await waitFor(async () => (await optOutRows(session.tenant.id)).length === 1);
    await addOptOut(testEnv().sequelize, { tenantId: session.tenant.id, phone: linked, channel: null, source: 'link' });
    assert.equal((await session.api.post('/opt-outs', { phone: linked, channel: 'sms' })).status, 201);
    assert.equal((await session.api.post('/opt-outs', { phone: own, channel: 'chat' })).status, 201);

    for (const [phone, channel] of [
      [replied, undefined],
      [replied, 'chat'],
      [linked, undefined],
      [linked, 'all'],
    ] as const) {
      const refused = await session.api.delete(`/opt-outs/${phone}`, { params: { channel } });
      assert.equal(refused.status, 409, `${phone} ${channel}`);
      assert.match(refused.data.message, /only the recipient can take that back/);
    }
    const byRecipient = [
      { phone: replied, channel: 'chat', source: 'reply' },
      { phone: linked, channel: null, source: 'link' },
    ];
    assert.deepEqual(await optOutRows(session.tenant.id), [
      ...byRecipient,
      { phone: linked, channel: 'sms', source: 'api' },
      { phone: own, channel: 'chat', source: 'api' },
    ]);

    const tenantsOwn = await session.api.delete(`/opt-outs/${linked}`, { params: { channel: 'sms' } });
    assert.deepEqual([tenantsOwn.status, tenantsOwn.data.count], [200, 1]);
    assert.deepEqual([(await session.api.delete(`/opt-outs/${own}`)).status], [200]);
    assert.deepEqual(await optOutRows(session.tenant.id), byRecipient);
    const listed = (await session.api.get('/opt-outs')).data.data.map((o: { phone: string; source: string }) => [
      o.phone,
      o.source,
    ]);
    assert.deepEqual(listed, [
      [linked, 'link'],
      [replied, 'reply'],
    ]);
  });
});
