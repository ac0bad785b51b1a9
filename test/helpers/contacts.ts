import assert from 'node:assert/strict';
import type { TenantSession } from './tenant';

let phoneCounter = 0;

/** A fresh valid Tanzanian mobile number in local form (07XXXXXXXX) and its stored form (255XXXXXXXXX). */
export function freshPhone(): { local: string; stored: string } {
  const national = `71${String(Date.now() % 10_000).padStart(4, '0')}${String(phoneCounter++ % 1000).padStart(3, '0')}`;
  return { local: `0${national}`, stored: `255${national}` };
}

export interface ContactBody {
  id: number;
  name: string;
  phone: string;
  email: string | null;
  birth_date: string | null;
  groups: Array<{ id: number; name: string }>;
}

/** Creates a contact through the API (201 asserted). */
export async function createContact(session: TenantSession, overrides: Record<string, unknown> = {}): Promise<ContactBody> {
  const res = await session.api.post('/contacts', { name: 'Asha Mrisho', phone: freshPhone().local, ...overrides });
  assert.equal(res.status, 201, JSON.stringify(res.data));
  return res.data.data as ContactBody;
}
