import assert from 'node:assert/strict';
import type { TenantSession } from './tenant';
import { createContact } from './contacts';

/** A new group of the tenant holding one new contact per name; returns the group id. */
export async function createGroupWithMembers(session: TenantSession, names: string[]): Promise<number> {
  const group = await session.api.post('/groups', {
    name: `Kikundi ${Date.now()} ${Math.random().toString(36).slice(2)}`,
  });
  assert.equal(group.status, 201, JSON.stringify(group.data));
  const contacts = await Promise.all(names.map((name) => createContact(session, { name })));
  if (contacts.length > 0) {
    const attached = await session.api.post(`/groups/${group.data.data.id}/contacts`, {
      contact_ids: contacts.map((c) => c.id),
    });
    assert.equal(attached.status, 200, JSON.stringify(attached.data));
  }
  return group.data.data.id as number;
}
