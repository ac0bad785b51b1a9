import assert from 'node:assert/strict';
import { createMemberSession, createTenantSession, type TenantSession } from '../helpers/tenant';
import { Template } from '../../db/models';
import { renderPlaceholders } from '../../domain/messaging/placeholders';
import { contactPlaceholders } from '../../domain/messaging/contact-placeholders';

describe('templates API', () => {
  let owner: TenantSession;
  let other: TenantSession;
  before(async () => {
    [owner, other] = await Promise.all([createTenantSession(), createTenantSession()]);
  });

  const create = async (session: TenantSession, body: Record<string, unknown> = {}) => {
    const res = await session.api.post('/templates', {
      name: 'Karibu',
      body: 'Habari {name}, namba yako ni {phone}.',
      ...body,
    });
    assert.equal(res.status, 201, JSON.stringify(res.data));
    return res.data.data as { id: number; name: string; body: string; created_at: string };
  };

  it('creates a template and validates name and body', async () => {
    const template = await create(owner);
    assert.equal(template.name, 'Karibu');
    assert.match(template.created_at, /Z$/);
    const bad = await owner.api.post('/templates', { body: 'x'.repeat(4001) });
    assert.equal(bad.status, 422);
    assert.ok(bad.data.errors.name && bad.data.errors.body);
  });

  it("lists this tenant's templates paginated, newest first", async () => {
    const tenant = await createTenantSession();
    for (const name of ['T1', 'T2', 'T3']) await create(tenant, { name });
    await create(other, { name: 'Theirs' });
    const res = await tenant.api.get('/templates', { params: { per_page: 2 } });
    assert.equal(res.status, 200);
    assert.deepEqual(
      res.data.data.map((t: { name: string }) => t.name),
      ['T3', 'T2'],
    );
    assert.deepEqual([res.data.meta.total, res.data.meta.last_page], [3, 2]);
    assert.ok(res.data.links.first);
  });

  it('shows, updates and deletes; another tenant gets 404 and changes nothing', async () => {
    const template = await create(owner);
    assert.equal((await owner.api.get(`/templates/${template.id}`)).data.data.body, template.body);
    const updated = await owner.api.put(`/templates/${template.id}`, { body: 'Asante {name}' });
    assert.equal(updated.status, 200);
    assert.deepEqual([updated.data.data.name, updated.data.data.body], ['Karibu', 'Asante {name}']);
    assert.equal((await owner.api.put(`/templates/${template.id}`, { body: '' })).status, 422);
    assert.equal((await other.api.get(`/templates/${template.id}`)).status, 404);
    assert.equal((await other.api.put(`/templates/${template.id}`, { body: 'Hacked' })).status, 404);
    assert.equal((await other.api.delete(`/templates/${template.id}`)).status, 404);
    assert.equal((await Template.findByPk(template.id))?.body, 'Asante {name}');
    assert.equal((await owner.api.delete(`/templates/${template.id}`)).status, 200);
    assert.equal((await owner.api.get(`/templates/${template.id}`)).status, 404);
  });

  it('answers 403 to a member lacking the permission of each operation', async () => {
    const template = await create(owner);
    const viewer = await createMemberSession(owner, ['templates.view']);
    assert.equal((await viewer.api.get('/templates')).status, 200);
    assert.equal((await viewer.api.get(`/templates/${template.id}`)).status, 200);
    assert.equal((await viewer.api.post('/templates', { name: 'X', body: 'Y' })).status, 403);
    assert.equal((await viewer.api.put(`/templates/${template.id}`, { name: 'X' })).status, 403);
    assert.equal((await viewer.api.delete(`/templates/${template.id}`)).status, 403);
    const adder = await createMemberSession(owner, ['templates.add']);
    assert.equal((await adder.api.get('/templates')).status, 403);
  });

  it("fills a contact's placeholders (missing email as empty text, unknown ones kept)", () => {
    const values = contactPlaceholders({ name: 'Neema', phone: '255712345678', email: null }, null);
    assert.equal(renderPlaceholders('{name} ({phone}) <{email}> {other}', values), 'Neema (255712345678) <> {other}');
  });
});
