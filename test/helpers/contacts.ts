import { randomInt } from 'node:crypto';
import assert from 'node:assert/strict';
import type { TenantSession } from './tenant';
import type { ContactJson } from '../../db/contacts/contact-list';

/** Numbers 71 1000000…9999999, outside the sandboxes' magic block (710000NNN). */
const FRESH_FIRST = 1_000_000;
const FRESH_SPAN = 9_000_000;
/** Coprime with FRESH_SPAN: stepping by it visits every number once, and neighbours share no prefix. */
const FRESH_STEP = 7_368_787;
/** A random start, then one step per number: distinct within a run, so no test finds another's sends under its number. */
let freshNext = randomInt(0, FRESH_SPAN);

/** A fresh valid Tanzanian mobile number in local form (07XXXXXXXX) and its stored form (255XXXXXXXXX). */
export function freshPhone(): { local: string; stored: string } {
  freshNext = (freshNext + FRESH_STEP) % FRESH_SPAN;
  const national = `71${FRESH_FIRST + freshNext}`;
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
