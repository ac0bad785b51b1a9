/**
 * A send item (`{to, text, contact_id}`, of a bulk list or a single send) checked by the rules of `bulkItemSchema`
 * written out, without yup: yup's per-value work (a schema clone, a promise per test) is most of a valid body's
 * validation. It only ever settles an item as valid; anything it is unsure of is left to yup, which also words
 * every refusal.
 */
import type { InferType } from 'yup';
import { MAX_TEXT_LENGTH, type bulkItemSchema } from './sms';

export type SettledItem = InferType<typeof bulkItemSchema>;

const CANONICAL = /^255\d{9}$/;
const MAX_ID = 2_147_483_647;

/** The item as yup would cast it, when the written-out rules settle it as valid; else undefined. */
export function settledItem(
  item: Record<string, unknown> | null | undefined,
  normalize: (phone: string) => string | null,
): SettledItem | undefined {
  if (typeof item !== 'object' || item === null) return undefined;
  const { to, text, contact_id: contactId } = item;
  if (typeof to !== 'string') return undefined;
  const trimmed = to.trim();
  const phone = normalize(trimmed) ?? trimmed;
  if (!CANONICAL.test(phone)) return undefined;
  const settled: SettledItem = { to: phone };
  if (text !== undefined) {
    if (typeof text !== 'string' || text.trim().length > MAX_TEXT_LENGTH) return undefined;
    settled.text = text.trim();
  }
  if (contactId !== undefined) {
    if (typeof contactId !== 'number' || !Number.isInteger(contactId) || contactId < 1 || contactId > MAX_ID)
      return undefined;
    settled.contact_id = contactId;
  }
  return settled;
}
