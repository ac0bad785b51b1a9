import assert from 'node:assert/strict';
import type { TenantSession } from './tenant';
import type { ContactJson } from '../../db/contacts/contact-list';

let phoneCounter = 0;

/** A fresh valid Tanzanian mobile number in local form (07XXXXXXXX) and its stored form (255XXXXXXXXX). */
export function freshPhone(): { local: string; stored: string } {
  const national = `71${String(Date.now() % 10_000).padStart(4, '0')}${String(phoneCounter++ % 1000).padStart(3, '0')}`;
  return { local: `0${national}`, stored: `255${national}` };
}

/** A contact as the API returns it. */
export type ContactBody = ContactJson;

/** Creates a contact through the API (201 asserted). */
export async function createContact(
  session: TenantSession,
  overrides: Record<string, unknown> = {},
): Promise<ContactBody> {
  const res = await session.api.post('/contacts', { name: 'Asha Mrisho', phone: freshPhone().local, ...overrides });
  assert.equal(res.status, 201, JSON.stringify(res.data));
  return res.data.data as ContactBody;
}
