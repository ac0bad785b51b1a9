import assert from 'node:assert/strict';
import { createMemberSession, createTenantSession, type TenantSession } from '../helpers/tenant';
import { createContact } from '../helpers/contacts';
import { Contact, ContactGroup, Group } from '../../db/models';

async function createGroup(session: TenantSession, body: Record<string, unknown> = {}) {
  const res = await session.api.post('/groups', { name: 'Wazazi', description: 'Parents', ...body });
  assert.equal(res.status, 201, JSON.stringify(res.data));
  return res.data.data as { id: number; name: string; description: string | null; contacts_count: number };
}

describe('groups API', () => {
  let owner: TenantSession;
  let other: TenantSession;
  before(async () => {
    [owner, other] = await Promise.all([createTenantSession(), createTenantSession()]);
  });

  it('creates a group with contacts_count 0 and validates the name', async () => {
    const group = await createGroup(owner, { name: ' Kwaya ', description: null });
    assert.deepEqual([group.name, group.description, group.contacts_count], ['Kwaya', null, 0]);
    const bad = await owner.api.post('/groups', { description: 'x' });
    assert.equal(bad.status, 422);
    assert.ok(bad.data.errors.name);
  });

  it("lists only this tenant's groups with contacts_count, as {data}", async () => {
    const tenant = await createTenantSession();
    const [a, b] = [await createGroup(tenant, { name: 'A' }), await createGroup(tenant, { name: 'B' })];
    const contacts = [await createContact(tenant), await createContact(tenant), await createContact(tenant)];
    const attached = await tenant.api.post(`/groups/${a.id}/contacts`, { contact_ids: contacts.map((c) => c.id) });
    assert.deepEqual([attached.data.attached, attached.data.message], [3, '3 contacts added to the group.']);
    const again = await tenant.api.post(`/groups/${a.id}/contacts`, { contact_ids: contacts.map((c) => c.id) });
    assert.equal(again.data.attached, 0);
    await tenant.api.post(`/groups/${b.id}/contacts`, { contact_ids: [contacts[0].id] });
    await createGroup(other, { name: 'Not mine' });
    const res = await tenant.api.get('/groups');
    assert.equal(res.status, 200);
    assert.deepEqual(Object.keys(res.data), ['data']);
    assert.deepEqual(
      res.data.data.map((g: { name: string; contacts_count: number }) => [g.name, g.contacts_count]),
      [
        ['A', 3],
        ['B', 1],
      ],
    );
    assert.equal(await ContactGroup.count({ where: { tenantId: tenant.tenant.id, groupId: a.id } }), 3);
    assert.equal(await ContactGroup.count({ where: { tenantId: other.tenant.id, groupId: a.id } }), 0);
  });

  it('shows and updates a group; another tenant gets 404 and changes nothing', async () => {
    const group = await createGroup(owner);
    const shown = await owner.api.get(`/groups/${group.id}`);
    assert.equal(shown.status, 200);
    assert.equal(shown.data.data.contacts_count, 0);
    const updated = await owner.api.put(`/groups/${group.id}`, { name: 'Renamed', description: null });
    assert.equal(updated.status, 200);
    assert.deepEqual([updated.data.data.name, updated.data.data.description], ['Renamed', null]);
    assert.equal((await owner.api.put(`/groups/${group.id}`, { name: '' })).status, 422);
    assert.equal((await other.api.get(`/groups/${group.id}`)).status, 404);
    assert.equal((await other.api.put(`/groups/${group.id}`, { name: 'Hacked' })).status, 404);
    assert.equal((await Group.findByPk(group.id))?.name, 'Renamed');
    assert.equal((await owner.api.get('/groups/999999999')).status, 404);
  });

  it('attaches idempotently, lists members paginated, detaches keeping the contacts', async () => {
    const group = await createGroup(owner);
    const contacts = [
      await createContact(owner, { name: 'C1' }),
      await createContact(owner, { name: 'C2' }),
      await createContact(owner, { name: 'C3' }),
    ];
    const ids = contacts.map((c) => c.id);
    const first = await owner.api.post(`/groups/${group.id}/contacts`, { contact_ids: ids });
    assert.equal(first.status, 200);
    assert.equal(typeof first.data.message, 'string');
    const again = await owner.api.post(`/groups/${group.id}/contacts`, { contact_ids: [ids[0], ids[0], ids[1]] });
    assert.equal(again.status, 200);
    assert.equal((await owner.api.get(`/groups/${group.id}`)).data.data.contacts_count, 3);

    const page = await owner.api.get(`/groups/${group.id}/contacts`, { params: { per_page: 2 } });
    assert.equal(page.status, 200);
    assert.deepEqual(
      page.data.data.map((c: { name: string }) => c.name),
      ['C3', 'C2'],
    );
    assert.deepEqual([page.data.meta.total, page.data.meta.last_page], [3, 2]);
    assert.deepEqual(page.data.data[0].groups, [{ id: group.id, name: group.name }]);

    const detached = await owner.api.delete(`/groups/${group.id}/contacts`, {
      data: { contact_ids: [ids[0], ids[1]] },
    });
    assert.equal(detached.status, 200);
    assert.equal((await owner.api.get(`/groups/${group.id}`)).data.data.contacts_count, 1);
    assert.equal(await Contact.count({ where: { id: ids } }), 3);
  });

  it('keeps contacts_count equal to the memberships under concurrent attaches and contact deletes', async () => {
    const [first, second] = [await createGroup(owner), await createGroup(owner)];
    const contacts = await Promise.all(Array.from({ length: 12 }, (_, i) => createContact(owner, { name: `K${i}` })));
    const ids = contacts.map((c) => c.id);
    const attaches = [ids.slice(0, 8), ids.slice(4, 12), ids].flatMap((contact_ids) => [
      owner.api.post(`/groups/${first.id}/contacts`, { contact_ids }),
      owner.api.post(`/groups/${second.id}/contacts`, { contact_ids: [...contact_ids].reverse() }),
    ]);
    assert.deepEqual(
      (await Promise.all(attaches)).map((r) => r.status),
      [200, 200, 200, 200, 200, 200],
    );

    assert.equal((await owner.api.delete(`/contacts/${ids[0]}`)).status, 200);
    assert.equal((await owner.api.delete('/contacts/bulk', { data: { ids: ids.slice(1, 4) } })).status, 200);
    for (const group of [first, second]) {
      const shown = (await owner.api.get(`/groups/${group.id}`)).data.data.contacts_count;
      assert.deepEqual([shown, await ContactGroup.count({ where: { groupId: group.id } })], [8, 8]);
    }
  });

  it('refuses unknown ids and ids of another tenant, attaching nothing', async () => {
    const group = await createGroup(owner);
    const mine = await createContact(owner);
    const theirs = await createContact(other);
    const res = await owner.api.post(`/groups/${group.id}/contacts`, {
      contact_ids: [mine.id, theirs.id, 2_000_000_000],
    });
    assert.equal(res.status, 422);
    assert.match(res.data.errors.contact_ids[0], new RegExp(`${theirs.id}.*2000000000`));
    assert.equal(await ContactGroup.count({ where: { groupId: group.id } }), 0);
    const invalid = await owner.api.post(`/groups/${group.id}/contacts`, { contact_ids: [] });
    assert.equal(invalid.status, 422);
  });

  it('keeps another tenant out of membership endpoints and deletes', async () => {
    const group = await createGroup(owner);
    const contact = await createContact(owner);
    await owner.api.post(`/groups/${group.id}/contacts`, { contact_ids: [contact.id] });
    const theirContact = await createContact(other);
    assert.equal((await other.api.get(`/groups/${group.id}/contacts`)).status, 404);
    assert.equal(
      (await other.api.post(`/groups/${group.id}/contacts`, { contact_ids: [theirContact.id] })).status,
      404,
    );
    assert.equal(
      (await other.api.delete(`/groups/${group.id}/contacts`, { data: { contact_ids: [contact.id] } })).status,
      404,
    );
    assert.equal((await other.api.delete(`/groups/${group.id}`)).status, 404);
    assert.equal(await ContactGroup.count({ where: { groupId: group.id } }), 1);
  });

  it('deletes a group but keeps its contacts', async () => {
    const group = await createGroup(owner);
    const contact = await createContact(owner);
    await owner.api.post(`/groups/${group.id}/contacts`, { contact_ids: [contact.id] });
    assert.equal((await owner.api.delete(`/groups/${group.id}`)).status, 200);
    assert.equal(await Group.findByPk(group.id), null);
    assert.ok(await Contact.findByPk(contact.id));
    assert.equal((await owner.api.get(`/contacts/${contact.id}`)).data.data.groups.length, 0);
    assert.equal((await owner.api.delete(`/groups/${group.id}`)).status, 404);
  });

  it('answers 403 to a member lacking the permission of each operation', async () => {
    const group = await createGroup(owner);
    const contact = await createContact(owner);
    const viewer = await createMemberSession(owner, ['groups.view']);
    assert.equal((await viewer.api.get('/groups')).status, 200);
    assert.equal((await viewer.api.get(`/groups/${group.id}`)).status, 200);
    assert.equal((await viewer.api.get(`/groups/${group.id}/contacts`)).status, 200);
    assert.equal((await viewer.api.post('/groups', { name: 'X' })).status, 403);
    assert.equal((await viewer.api.put(`/groups/${group.id}`, { name: 'X' })).status, 403);
    assert.equal((await viewer.api.delete(`/groups/${group.id}`)).status, 403);
    assert.equal((await viewer.api.post(`/groups/${group.id}/contacts`, { contact_ids: [contact.id] })).status, 403);
    assert.equal(
      (await viewer.api.delete(`/groups/${group.id}/contacts`, { data: { contact_ids: [contact.id] } })).status,
      403,
    );
    const manager = await createMemberSession(owner, ['groups.manage_contacts']);
    assert.equal((await manager.api.get('/groups')).status, 403);
    assert.equal((await manager.api.post(`/groups/${group.id}/contacts`, { contact_ids: [contact.id] })).status, 200);
  });
});
