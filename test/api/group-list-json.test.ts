import assert from 'node:assert/strict';
import { createTenantSession, type TenantSession } from '../helpers/tenant';
import { createContact } from '../helpers/contacts';
import { ContactGroup } from '../../db/models';

interface GroupBody {
  id: number;
  name: string;
  description: string | null;
  contacts_count: number;
  created_at: string;
  updated_at: string;
}

/**
 * GET /groups joins each group's stored JSON (groups.list_json, written by a trigger); GET /groups/:id presents the
 * row in JS. After every kind of change the two must agree, byte for byte once parsed.
 */
describe('groups list JSON kept by its trigger', () => {
  let tenant: TenantSession;
  before(async () => {
    tenant = await createTenantSession();
  });

  async function listedEqualsShown(expectedCounts: Record<number, number>): Promise<void> {
    const listed = (await tenant.api.get('/groups')).data.data as GroupBody[];
    assert.deepEqual(Object.fromEntries(listed.map((g) => [g.id, g.contacts_count])), expectedCounts);
    for (const group of listed) {
      const shown = await tenant.api.get(`/groups/${group.id}`);
      assert.deepEqual(group, shown.data.data);
      assert.deepEqual(Object.keys(group), ['id', 'name', 'description', 'contacts_count', 'created_at', 'updated_at']);
    }
  }

  it('stays equal to the group after create, rename, attach, detach, a contact deleted and a direct insert', async () => {
    const create = async (name: string) =>
      (await tenant.api.post('/groups', { name, description: 'Wazazi "wa" \\ shule' })).data.data as GroupBody;
    const [a, b] = [await create('Kwaya ya Mtakatifu'), await create('Ñdugu 👪')];
    await listedEqualsShown({ [a.id]: 0, [b.id]: 0 });

    const renamed = await tenant.api.put(`/groups/${a.id}`, { name: 'Kwaya "Kuu"', description: null });
    assert.equal(renamed.status, 200);
    const contacts = [await createContact(tenant), await createContact(tenant), await createContact(tenant)];
    await tenant.api.post(`/groups/${a.id}/contacts`, { contact_ids: contacts.map((c) => c.id) });
    await tenant.api.post(`/groups/${b.id}/contacts`, { contact_ids: [contacts[0].id] });
    await listedEqualsShown({ [a.id]: 3, [b.id]: 1 });

    await tenant.api.delete(`/groups/${a.id}/contacts`, { data: { contact_ids: [contacts[1].id] } });
    assert.equal((await tenant.api.delete(`/contacts/${contacts[0].id}`)).status, 200);
    await listedEqualsShown({ [a.id]: 1, [b.id]: 0 });

    // Writes that bypass the routes (imports, group sends' snapshots) go through the same trigger.
    await ContactGroup.create({ tenantId: tenant.tenant.id, groupId: b.id, contactId: contacts[2].id });
    await listedEqualsShown({ [a.id]: 1, [b.id]: 1 });
  });
});
