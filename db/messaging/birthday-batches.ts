/** The reads of the daily birthday wishes: which tenants wish, and which of today's birthday batches wait for their send. */
import { QueryTypes, type Sequelize } from 'sequelize';

export interface BirthdayTenant {
  id: number;
  name: string;
  birthday_template: string | null;
}

/** Active tenants with wishes on (optionally only `tenantIds`), by id. */
export async function tenantsWishingBirthdays(sequelize: Sequelize, tenantIds?: number[]): Promise<BirthdayTenant[]> {
  return sequelize.query<BirthdayTenant>(
    `SELECT id, name, birthday_template FROM tenants
     WHERE birthday_wishes_enabled AND is_active AND ($1::int[] IS NULL OR id = ANY($1::int[])) ORDER BY id`,
    { bind: [tenantIds ?? null], type: QueryTypes.SELECT },
  );
}

/** Today's birthday batches not picked up by a send yet (still `queued`, or `scheduled` to the end of quiet hours). */
export async function unsentBirthdayBatches(
  sequelize: Sequelize,
  tenantIds?: number[],
): Promise<Array<{ id: number; tenantId: number }>> {
  return sequelize.query<{ id: number; tenantId: number }>(
    `SELECT id, tenant_id AS "tenantId" FROM send_batches WHERE kind = 'birthday' AND status IN ('queued', 'scheduled') AND created_at > now() - interval '1 day'
       AND ($1::int[] IS NULL OR tenant_id = ANY($1::int[])) ORDER BY id`,
    { bind: [tenantIds ?? null], type: QueryTypes.SELECT },
  );
}
