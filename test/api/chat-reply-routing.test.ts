import assert from 'node:assert/strict';
import { QueryTypes } from 'sequelize';
import { createTenantSession, type TenantSession } from '../helpers/tenant';
import { creditTenant } from '../helpers/credits';
import { freshChatNumber } from '../helpers/chat';
import { chatSandbox, syncedChatTemplateId, waitForChatBatch } from '../helpers/chat-sends';
import { testEnv } from '../helpers/env';
import { waitFor } from '../helpers/wait-for';

interface InboundRow {
  id: string;
  tenant_id: number | null;
  matched_by: string | null;
}

/** The stored reply of this wamid, once the sandbox's webhook has brought it. */
const storedReply = (wamid: string): Promise<InboundRow> =>
  waitFor(async () => {
    const [row] = await testEnv().sequelize.query<InboundRow>(
      'SELECT id, tenant_id, matched_by FROM chat_inbound_messages WHERE wamid = $1',
      { bind: [wamid], type: QueryTypes.SELECT },
    );
    return row;
  });

/** A reply from `from` through the sandbox (signed webhook, as the provider posts it); returns its wamid. */
async function reply(from: string, text: string, contextId?: string): Promise<string> {
  const res = await chatSandbox().post('/__sandbox/chat/inbound', {
    from,
    text,
    ...(contextId ? { context_id: contextId } : {}),
  });
  assert.equal(res.status, 200, JSON.stringify(res.data));
  return res.data.id as string;
}

const chatOptOuts = (tenantId: number, phone: string): Promise<Array<{ source: string }>> =>
  testEnv().sequelize.query("SELECT source FROM opt_outs WHERE tenant_id = $1 AND phone = $2 AND channel = 'chat'", {
    bind: [tenantId, phone],
    type: QueryTypes.SELECT,
  });

/** Moves the chat messages sent to `phone` back in time, as if they had gone out `hours` ago. */
async function ageChatMessagesTo(phone: string, hours: number): Promise<void> {
  await testEnv().sequelize.query(
    `UPDATE messages SET sent_at = now() - make_interval(hours => $2), created_at = now() - make_interval(hours => $2)
     WHERE channel = 'chat' AND to_number = $1`,
    { bind: [phone, hours] },
  );
}

const inboxEntry = async (session: TenantSession, id: string): Promise<Record<string, unknown> | undefined> =>
  (
    (await session.api.get('/chat/inbox', { params: { per_page: 100 } })).data.data as Array<Record<string, unknown>>
  ).find((m) => m.id === Number(id));

describe('chat replies on the shared number: which organization they reach', () => {
  let reminderId: number;
  let tenantA: TenantSession;
  let tenantB: TenantSession;

  before(async () => {
    reminderId = await syncedChatTemplateId('event_reminder');
    [tenantA, tenantB] = await Promise.all([createTenantSession(), createTenantSession()]);
    await Promise.all([creditTenant(tenantA.tenant.id, 'chat', 50), creditTenant(tenantB.tenant.id, 'chat', 50)]);
  });

  /** A real chat send through the API and the sandbox; returns the message's wamid once the provider took it. */
  async function sendChat(session: TenantSession, to: string): Promise<string> {
    const res = await session.api.post('/chat/send', { to, chat_template_id: reminderId, variables: ['Mkutano'] });
    assert.equal(res.status, 202, JSON.stringify(res.data));
    const [message] = await waitForChatBatch(session, res.data.batch_id, (m) => m.wamid !== null);
    return String(message.wamid);
  }

  /** A number A wrote to first and B after it. */
  async function writtenByAThenB(): Promise<{ number: string; wamidA: string; wamidB: string }> {
    const number = freshChatNumber();
    const wamidA = await sendChat(tenantA, number);
    const wamidB = await sendChat(tenantB, number);
    return { number, wamidA, wamidB };
  }

  it('an unquoted STOP opts the number out of chat for every organization that wrote to it, and A cannot send to it again', async () => {
    const { number } = await writtenByAThenB();
    const stored = await storedReply(await reply(number, ' Stop '));
    for (const session of [tenantA, tenantB])
      assert.deepEqual(await chatOptOuts(session.tenant.id, number), [{ source: 'reply' }]);
    assert.deepEqual([stored.tenant_id, stored.matched_by], [tenantB.tenant.id, 'recency']);
    const again = await tenantA.api.post('/chat/send', {
      to: number,
      chat_template_id: reminderId,
      variables: ['Tena'],
    });
    assert.equal(again.status, 422, JSON.stringify(again.data));
    assert.match(again.data.message, /opted out/);
    assert.equal(
      (await tenantB.api.post('/chat/send', { to: number, chat_template_id: reminderId, variables: ['Tena'] })).status,
      422,
    );
  });

  it('an unquoted STOP still reaches organizations that wrote within 30 days, and none that wrote before', async () => {
    const { number } = await writtenByAThenB();
    await ageChatMessagesTo(number, 29 * 24);
    const stored = await storedReply(await reply(number, 'ACHA'));
    assert.deepEqual(
      [stored.tenant_id, stored.matched_by],
      [null, null],
      'no organization wrote within 24 hours: in no inbox',
    );
    for (const session of [tenantA, tenantB])
      assert.deepEqual(await chatOptOuts(session.tenant.id, number), [{ source: 'reply' }]);

    const older = await writtenByAThenB();
    await ageChatMessagesTo(older.number, 31 * 24);
    await storedReply(await reply(older.number, 'STOP'));
    for (const session of [tenantA, tenantB]) assert.deepEqual(await chatOptOuts(session.tenant.id, older.number), []);
  });

  it("a reply quoting A's message is A's (matched by quote) though B wrote later; unquoted text is B's (matched by recency)", async () => {
    const { number, wamidA } = await writtenByAThenB();
    const quoted = await storedReply(await reply(number, 'Nitakuja', wamidA));
    assert.deepEqual([quoted.tenant_id, quoted.matched_by], [tenantA.tenant.id, 'quoted']);
    const inA = await inboxEntry(tenantA, quoted.id);
    assert.deepEqual([inA?.text, inA?.context_wamid, inA?.matched_by], ['Nitakuja', wamidA, 'quoted']);
    assert.equal(await inboxEntry(tenantB, quoted.id), undefined);

    const plain = await storedReply(await reply(number, 'Na mimi pia'));
    const inB = await inboxEntry(tenantB, plain.id);
    assert.deepEqual([inB?.text, inB?.matched_by], ['Na mimi pia', 'recency']);
    assert.equal(await inboxEntry(tenantA, plain.id), undefined);

    const unknownQuote = await storedReply(await reply(number, 'Hii je?', 'wamid.not-one-of-ours'));
    assert.deepEqual(
      [unknownQuote.tenant_id, unknownQuote.matched_by],
      [tenantB.tenant.id, 'recency'],
      'an unknown quote falls back to recency',
    );
  });

  it('unquoted text after the 24-hour window reaches no organization; a quoted reply still reaches its own', async () => {
    const { number, wamidA } = await writtenByAThenB();
    await ageChatMessagesTo(number, 25);
    const late = await storedReply(await reply(number, 'Samahani nimechelewa'));
    assert.deepEqual([late.tenant_id, late.matched_by], [null, null]);
    for (const session of [tenantA, tenantB]) assert.equal(await inboxEntry(session, late.id), undefined);
    const quoted = await storedReply(await reply(number, 'Bado inawezekana?', wamidA));
    assert.deepEqual([quoted.tenant_id, quoted.matched_by], [tenantA.tenant.id, 'quoted']);
  });

  it('a quoted STOP opts out the quoted organization only', async () => {
    const { number, wamidA } = await writtenByAThenB();
    await storedReply(await reply(number, 'stop', wamidA));
    assert.deepEqual(await chatOptOuts(tenantA.tenant.id, number), [{ source: 'reply' }]);
    assert.deepEqual(await chatOptOuts(tenantB.tenant.id, number), []);
  });

  it("START or ANZA takes back the recipient's STOP for the same organizations; an opt-out the organization made stays", async () => {
    const { number } = await writtenByAThenB();
    await storedReply(await reply(number, 'STOP'));
    for (const session of [tenantA, tenantB])
      assert.deepEqual(await chatOptOuts(session.tenant.id, number), [{ source: 'reply' }]);
    await storedReply(await reply(number, 'anza'));
    for (const session of [tenantA, tenantB]) assert.deepEqual(await chatOptOuts(session.tenant.id, number), []);

    assert.equal((await tenantA.api.post('/opt-outs', { phone: number, channel: 'chat' })).status, 201);
    await storedReply(await reply(number, 'Start'));
    assert.deepEqual(await chatOptOuts(tenantA.tenant.id, number), [{ source: 'api' }]);
  });
});
