import { QueryTypes, type Sequelize } from 'sequelize';
import { missingRow } from '../missing-row';
import { addDays, darDayStart } from '../../domain/calendar/dar-calendar';
import { birthdayMonthDays } from '../../domain/calendar/birthdays';

export interface TenantCounts {
  users_count: number;
  contacts_count: number;
  groups_count: number;
}

export async function tenantCounts(sequelize: Sequelize, tenantId: number): Promise<TenantCounts> {
  const [row = missingRow('the tenant counts')] = await sequelize.query<TenantCounts>(
    `SELECT (SELECT count(*) FROM users WHERE tenant_id = $1) AS users_count,
            coalesce((SELECT contacts FROM tenant_contact_counts WHERE tenant_id = $1), 0) AS contacts_count,
            (SELECT count(*) FROM groups WHERE tenant_id = $1) AS groups_count`,
    { bind: [tenantId], type: QueryTypes.SELECT },
  );
  return row;
}

/**
 * All messages of the tenant and those sent on `today` (a Dar es Salaam day, on `sent_at`, so scheduled messages
 * count on the day they go out): two index-only scans (messages_tenant_id, messages_tenant_sent_at).
 */
export async function messageCounts(
  sequelize: Sequelize,
  tenantId: number,
  today: string,
): Promise<{ messages_count: number; messages_today: number }> {
  const [row = missingRow('the message counts')] = await sequelize.query<{
    messages_count: number;
    messages_today: number;
  }>(
    `SELECT (SELECT count(*) FROM messages WHERE tenant_id = $1) AS messages_count,
            (SELECT count(*) FROM messages WHERE tenant_id = $1 AND sent_at >= $2 AND sent_at < $3) AS messages_today`,
    { bind: [tenantId, darDayStart(today), darDayStart(addDays(today, 1))], type: QueryTypes.SELECT },
  );
  return { messages_count: Number(row.messages_count), messages_today: Number(row.messages_today) };
}

export interface BirthdayContact {
  id: number;
  name: string;
  phone: string;
  birth_date: string;
}

/**
 * Contacts whose birthday falls within `days` days from `today`, through the (tenant, month, day) index.
 * Callers order and cap the result (they compute days_until in code, where 29 February is handled).
 */
export async function contactsWithBirthdaysWithin(
  sequelize: Sequelize,
  tenantId: number,
  today: string,
  days: number,
): Promise<BirthdayContact[]> {
  const pairs = birthdayMonthDays(today, days);
  return sequelize.query<BirthdayContact>(
    `SELECT id, name, phone, to_char(birth_date, 'YYYY-MM-DD') AS birth_date FROM contacts
     WHERE tenant_id = $1 AND birth_date IS NOT NULL
       AND (EXTRACT(MONTH FROM birth_date)::int, EXTRACT(DAY FROM birth_date)::int)
           IN (SELECT * FROM unnest($2::int[], $3::int[]))`,
    { bind: [tenantId, pairs.map((p) => p[0]), pairs.map((p) => p[1])], type: QueryTypes.SELECT },
  );
}
