import { Op, QueryTypes, type Sequelize } from 'sequelize';
import { Contact } from '../models';

/** A LIKE/ILIKE pattern matching `text` anywhere: `%`, `_` and `\\` in it are literal characters, not patterns. */
export const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The digits a phone-looking search stands for in stored `255…` form: `0712` → `255712`, `+255 71` → `25571`.
 * Null when the search is not phone-like (then only names are matched).
 */
export function phoneSearchDigits(search: string): string | null {
  if (!/^\+?[\d\s\-().]+$/.test(search)) return null;
  const digits = search.replace(/\D/g, '');
  if (digits.length === 0) return null;
  return digits.startsWith('0') ? `255${digits.slice(1)}` : digits;
}

export interface GroupRef {
  id: number;
  name: string;
}

/** The groups of many contacts in one query (no N+1), keyed by contact id. */
export async function groupsOfContacts(
  sequelize: Sequelize,
  tenantId: number,
  contactIds: number[],
): Promise<Map<number, GroupRef[]>> {
  const byContact = new Map<number, GroupRef[]>(contactIds.map((id) => [id, []]));
  if (contactIds.length === 0) return byContact;
  const rows = await sequelize.query<{ contact_id: number; id: number; name: string }>(
    `SELECT cg.contact_id, g.id, g.name FROM contact_group cg JOIN groups g ON g.id = cg.group_id
     WHERE cg.tenant_id = $1 AND cg.contact_id = ANY($2::int[]) ORDER BY g.name, g.id`,
    { bind: [tenantId, contactIds], type: QueryTypes.SELECT },
  );
  for (const row of rows) byContact.get(row.contact_id)?.push({ id: row.id, name: row.name });
  return byContact;
}

/** Deletes the given contacts of this tenant only; ids of other tenants or unknown ids are ignored. */
export async function deleteContacts(tenantId: number, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  return Contact.destroy({ where: { tenantId, id: { [Op.in]: ids } } });
}
