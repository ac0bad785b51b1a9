import type { Sequelize } from 'sequelize';

const FIRST = [
  'Juma',
  'Neema',
  'Baraka',
  'Zawadi',
  'Amani',
  'Rehema',
  'Hamisi',
  'Upendo',
  'Salim',
  'Mwanaidi',
  'Daudi',
  'Faraja',
  'Idrisa',
  'Halima',
  'Omari',
  'Subira',
  'Yusufu',
  'Tumaini',
  'Musa',
  'Imani',
];
const LAST = [
  'Mushi',
  'Kimaro',
  'Mrisho',
  'Ally',
  'Mwakyusa',
  'Massawe',
  'Lyimo',
  'Shirima',
  'Komba',
  'Mbwana',
  'Nyerere',
  'Kikwete',
  'Mtei',
  'Swai',
  'Temba',
  'Urassa',
  'Minja',
  'Kweka',
  'Mollel',
  'Laizer',
  'Sanga',
  'Haule',
  'Mapunda',
  'Ngowi',
  'Chuwa',
  'Makundi',
  'Msuya',
  'Tarimo',
  'Kessy',
  'Moshi',
];

/**
 * Inserts `count` contacts for a tenant in one SQL statement (generate_series): names from common Tanzanian
 * first and last names plus a number, phones 25571XXXXXXX / 25575XXXXXXX, a birth date on every fifth. Phone
 * numbering starts at 1000 so no contact gets one of the SMS sandbox's magic numbers (255710000001–006).
 */
export async function seedContacts(sequelize: Sequelize, tenantId: number, count: number): Promise<void> {
  await sequelize.query(
    `INSERT INTO contacts (tenant_id, name, phone, email, birth_date)
     SELECT $1,
            ($2::text[])[1 + i % 20] || ' ' || ($3::text[])[1 + (i / 20) % 30] || ' ' || i,
            CASE WHEN i % 2 = 0 THEN '25571' ELSE '25575' END || lpad((i + 1000)::text, 7, '0'),
            CASE WHEN i % 3 = 0 THEN 'c' || i || '@example.co.tz' END,
            CASE WHEN i % 5 = 0 THEN date '1960-01-01' + (i % 15000) END
     FROM generate_series(1, $4) AS i`,
    { bind: [tenantId, FIRST, LAST, count] },
  );
  await sequelize.query('VACUUM ANALYZE contacts');
}
