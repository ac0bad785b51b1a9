import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { ValidContactRow } from '../../domain/contacts/contact-import-row';
import { mergeRowsByPhone } from '../../domain/contacts/contact-row-merge';

/** What one upsert did to a contact: created it, or updated the one the tenant had with this phone. */
export interface UpsertedContact {
  phone: string;
  inserted: boolean;
}

/**
 * Inserts or updates a batch of contacts by (tenant, phone) in one statement. A phone repeated inside the batch
 * would make ON CONFLICT touch a row twice (an error), so its rows are merged first (mergeRowsByPhone: an empty cell
 * keeps an earlier row's value). Empty email or birth date cells keep what the contact already has. One entry per
 * contact written.
 */
export async function upsertContactBatch(
  sequelize: Sequelize,
  transaction: Transaction,
  tenantId: number,
  rows: ValidContactRow[],
): Promise<UpsertedContact[]> {
  if (rows.length === 0) return [];
  const unique = mergeRowsByPhone(rows);
  return sequelize.query<UpsertedContact>(
    `INSERT INTO contacts (tenant_id, name, phone, email, birth_date)
     SELECT $1, * FROM unnest($2::text[], $3::text[], $4::text[], $5::date[])
     ON CONFLICT (tenant_id, phone) DO UPDATE SET
       name = EXCLUDED.name,
       email = COALESCE(EXCLUDED.email, contacts.email),
       birth_date = COALESCE(EXCLUDED.birth_date, contacts.birth_date),
       updated_at = now()
     RETURNING phone, (xmax = 0) AS inserted`,
    {
      bind: [
        tenantId,
        unique.map((r) => r.name),
        unique.map((r) => r.phone),
        unique.map((r) => r.email),
        unique.map((r) => r.birthDate),
      ],
      type: QueryTypes.SELECT,
      transaction,
    },
  );
}
