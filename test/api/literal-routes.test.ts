import assert from 'node:assert/strict';
import { apiClient, createTenantSession, type TenantSession } from '../helpers/tenant';
import { createContact } from '../helpers/contacts';
import { createEvent } from '../helpers/events';

/** A literal segment owns its path: `bulk` and `import` are never read as an `{id}`. */
describe('literal routes beside {id} routes', () => {
  let session: TenantSession;
  let paths: Array<{ path: string; allow: string }>;
  before(async () => {
    session = await createTenantSession();
    const event = await createEvent(session);
    paths = [
      { path: '/contacts/bulk', allow: 'DELETE' },
      { path: '/messages/bulk', allow: 'DELETE' },
      { path: `/events/${event.id}/invitees/import`, allow: 'POST' },
    ];
  });

  it('answers another method on a literal path 405 with only its own methods in Allow', async () => {
    for (const { path, allow } of paths) {
      for (const method of ['GET', 'HEAD', 'PUT', 'PATCH'] as const) {
        const res = await session.api.request({
          method,
          url: path,
          data: method === 'PUT' || method === 'PATCH' ? {} : undefined,
        });
        assert.equal(res.status, 405, `${method} ${path}`);
        assert.equal(res.headers.allow, allow, `${method} ${path}`);
        if (method !== 'HEAD') assert.match(res.data.message, new RegExp(`Supported methods: ${allow}\\.`));
      }
    }
  });

  it('answers OPTIONS on a literal path with only its own methods, with or without a token', async () => {
    for (const { path, allow } of paths) {
      const res = await session.api.options(path);
      assert.equal(res.status, 204, path);
      assert.equal(res.headers.allow, allow, path);
      assert.deepEqual([(await apiClient().options(path)).headers.allow], [allow], `${path} without a token`);
    }
    const contact = await createContact(session);
    const own = await session.api.options(`/contacts/${contact.id}`);
    assert.deepEqual([own.status, own.headers.allow], [204, 'GET, PUT, DELETE, HEAD']);
  });

  it('still reaches the {id} routes and the literal routes with their own methods', async () => {
    const contact = await createContact(session);
    assert.equal((await session.api.get(`/contacts/${contact.id}`)).status, 200);
    const deleted = await session.api.delete('/contacts/bulk', { data: { ids: [contact.id] } });
    assert.equal(deleted.status, 200, JSON.stringify(deleted.data));
    assert.equal((await session.api.get(`/contacts/${contact.id}`)).status, 404);
    assert.equal((await session.api.get('/contacts/12abc')).status, 404);
  });
});
