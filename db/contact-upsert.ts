import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { ValidContactRow } from '../lib/contacts/contact-import-row';

export interface UpsertCounts {
  inserted: number;
  updated: number;
}

/**
 * Inserts or updates a batch of contacts by (tenant, phone) in one statement. A phone repeated inside the
 * batch would make ON CONFLICT touch a row twice (an error), so the last row for a phone wins and the earlier
 * ones count as updates of it. Empty email or birth date cells keep what the contact already has.
 */
export async function upsertContactBatch(
  sequelize: Sequelize, transaction: Transaction, tenantId: number, rows: ValidContactRow[],
): Promise<UpsertCounts> {
  if (rows.length === 0) return { inserted: 0, updated: 0 };
  const lastByPhone = new Map<string, ValidContactRow>();
  for (const row of rows) lastByPhone.set(row.phone, row);
  const unique = [...lastByPhone.values()];
  const [result] = await sequelize.query<{ inserted: number; updated: number }>(
    `WITH upserted AS (
       INSERT INTO contacts (tenant_id, name, phone, email, birth_date)
       SELECT $1, * FROM unnest($2::text[], $3::text[], $4::text[], $5::date[])
       ON CONFLICT (tenant_id, phone) DO UPDATE SET
         name = EXCLUDED.name,
         email = COALESCE(EXCLUDED.email, contacts.email),
         birth_date = COALESCE(EXCLUDED.birth_date, contacts.birth_date),
         updated_at = now()
       RETURNING (xmax = 0) AS inserted
     )
     SELECT count(*) FILTER (WHERE inserted) AS inserted, count(*) FILTER (WHERE NOT inserted) AS updated FROM upserted`,
    {
      bind: [tenantId, unique.map((r) => r.name), unique.map((r) => r.phone), unique.map((r) => r.email), unique.map((r) => r.birthDate)],
      type: QueryTypes.SELECT, transaction,
    },
  );
  return { inserted: result.inserted, updated: result.updated + (rows.length - unique.length) };
}
