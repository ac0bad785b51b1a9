import assert from 'node:assert/strict';
import { createTenantSession, type TenantSession } from '../helpers/tenant';
import { balanceOf, creditTenant } from '../helpers/credits';
import { freshChatNumber } from '../helpers/chat';
import { chatLedger, sandboxChatMessagesTo, syncedChatTemplateId, waitForChatBatch } from '../helpers/chat-sends';

describe('chat sends: POST /chat/send and /chat/send-bulk', () => {
  let session: TenantSession;
  let reminderId: number;

  before(async () => {
    session = await createTenantSession();
    reminderId = await syncedChatTemplateId('event_reminder');
  });

  it('sends one template message: 202, one chat credit, then sent, delivered and read with its wamid', async () => {
    await creditTenant(session.tenant.id, 'chat', 5);
    const to = freshChatNumber();
    const res = await session.api.post('/chat/send', { to, chat_template_id: reminderId, variables: ['Harusi ya Neema'] });
    assert.equal(res.status, 202, JSON.stringify(res.data));
    assert.deepEqual({ ...res.data, batch_id: 0 }, { message: '1 chat message queued for sending.', count: 1, channel: 'chat', partial: false, batch_id: 0 });
    assert.equal(await balanceOf(session.tenant.id, 'chat'), 4);
    const [message] = await waitForChatBatch(session, res.data.batch_id, (m) => m.status === 'read');
    assert.equal(message.to_number, to);
    assert.equal(message.body, 'Ukumbusho: Harusi ya Neema ni kesho. Tunakusubiri!');
    assert.deepEqual(message.template, { id: reminderId, name: 'event_reminder', language: 'sw' });
    assert.deepEqual(message.variables, ['Harusi ya Neema']);
    assert.match(String(message.wamid), /^wamid\./);
    assert.ok(message.sent_at && message.delivered_at && message.read_at);
    const [sent] = sandboxChatMessagesTo(to);
    assert.equal(sent.wamid, message.wamid);
    assert.equal(sent.bizOpaque, `chat-${message.id}`);
    assert.equal(sent.text, message.body);
    assert.deepEqual((await chatLedger(session.tenant.id)).map((e) => e.amount), [5, -1]);
  });
});
