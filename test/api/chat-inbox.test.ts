import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { createMemberSession, createTenantSession, type TenantSession } from '../helpers/tenant';
import { freshChatNumber, inboundTextBody, insertSentChatMessage, postSignedChatWebhook } from '../helpers/chat';

describe('GET /chat/inbox', () => {
  let session: TenantSession;
  let other: TenantSession;
  let number: string;
  const texts = ['Habari', 'Nitakuja', 'Asante sana'];

  before(async () => {
    [session, other] = await Promise.all([createTenantSession(), createTenantSession()]);
    number = freshChatNumber();
    await insertSentChatMessage(session.tenant.id, number);
    for (const text of texts) {
      const res = await postSignedChatWebhook(inboundTextBody(`wamid.${randomUUID()}`, number, text));
      assert.equal(res.status, 200);
    }
  });

  it('lists the replies newest first in the paginated envelope', async () => {
    const first = await session.api.get('/chat/inbox', { params: { per_page: 2 } });
    assert.equal(first.status, 200);
    assert.deepEqual(
      first.data.data.map((m: { text: string }) => m.text),
      ['Asante sana', 'Nitakuja'],
    );
    assert.deepEqual([first.data.meta.total, first.data.meta.last_page, first.data.meta.per_page], [3, 2, 2]);
    assert.match(first.data.links.next, /\/api\/chat\/inbox\?per_page=2&page=2$/);
    const second = await session.api.get(first.data.links.next);
    assert.deepEqual(
      second.data.data.map((m: { text: string }) => m.text),
      ['Habari'],
    );
    assert.equal(second.data.links.next, null);
    const [entry] = first.data.data;
    assert.deepEqual(Object.keys(entry), [
      'id',
      'from',
      'name',
      'type',
      'text',
      'button_payload',
      'context_wamid',
      'contact',
      'invitee',
      'matched_by',
      'received_at',
    ]);
    assert.deepEqual(
      [entry.from, entry.name, entry.type, entry.contact, entry.matched_by],
      [number, 'Juma', 'text', null, 'recency'],
    );
  });

  it('shows another organization none of them', async () => {
    const res = await other.api.get('/chat/inbox');
    assert.equal(res.status, 200);
    assert.ok(!res.data.data.some((m: { from: string }) => m.from === number));
  });

  it('needs the messages permission and validates paging', async () => {
    const viewer = await createMemberSession(session, ['messages.send']);
    assert.equal((await viewer.api.get('/chat/inbox')).status, 403);
    const reader = await createMemberSession(session, ['messages']);
    assert.equal((await reader.api.get('/chat/inbox')).data.meta.total, 3);
    const bad = await session.api.get('/chat/inbox', { params: { per_page: 0 } });
    assert.equal(bad.status, 422);
    assert.ok(bad.data.errors.per_page);
  });
});
