import assert from 'node:assert/strict';
import fc from 'fast-check';
import { QueryTypes } from 'sequelize';
import { likeContains, phoneSearchDigits } from '../../db/contacts/contacts';
import { listContactsPage } from '../../db/contacts/contact-list';
import { createSequelize } from '../../db/sequelize';
import { createTenantSession, type TenantSession } from '../helpers/tenant';
import { testEnv } from '../helpers/env';

/** Name words with what a search has to get right: case, accents, apostrophes, hyphens and LIKE's own characters. */
const WORDS = [
  'Neema',
  'Mushi',
  'Baraka',
  'Mollel',
  'Zuhura',
  'Élie',
  'ÑANDU',
  "O'Neil",
  'Mwana-Hawa',
  '50%',
  'a_b',
  'back\\slash',
  'Ali',
  'Al',
  'Kimaro',
  '4',
  '07',
];

/**
 * The contact search narrows its index lookup (each word of three letters or more, the selective digits of a
 * number; db/contacts/contact-list.ts) and prepares its statement: what it finds must still be exactly what the plain
 * condition finds, `name ILIKE '%search%'`, or phone LIKE the search's digits.
 */
describe('contact search: the narrowed lookup finds exactly what the plain condition finds', () => {
  let tenant: TenantSession;
  const names: string[] = [];

  before(async () => {
    tenant = await createTenantSession();
    const random = fc.sample(fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 4 }), {
      seed: 20_261_124,
      numRuns: 80,
    });
    names.push(...random.map((words) => words.join(' ')), 'Neema Mushi', 'Neema  Mushi', 'neema mushi 4');
    await testEnv().sequelize.query(
      `INSERT INTO contacts (tenant_id, name, phone, created_at, updated_at)
       SELECT $1, name, CASE WHEN i % 2 = 0 THEN '25571' ELSE '25565' END || lpad((i * 7919)::text, 7, '0'), now(), now()
       FROM unnest($2::text[]) WITH ORDINALITY AS n(name, i)`,
      { bind: [tenant.tenant.id, names] },
    );
  });

  /** The ids the plain condition finds, newest first. */
  async function plainMatches(search: string): Promise<number[]> {
    const digits = phoneSearchDigits(search);
    const rows = await testEnv().sequelize.query<{ id: number }>(
      `SELECT id FROM contacts WHERE tenant_id = $1 AND (name ILIKE $2 OR phone LIKE $3) ORDER BY id DESC`,
      { bind: [tenant.tenant.id, likeContains(search), digits ? `%${digits}%` : null], type: QueryTypes.SELECT },
    );
    return rows.map((row) => row.id);
  }

  /** A piece of a stored name (across words too), a piece of a stored phone in local form, or any short text. */
  const searchArb = fc.oneof(
    fc.tuple(fc.nat(), fc.nat(), fc.integer({ min: 1, max: 16 })).map(([which, start, length]) => {
      const name = names[which % names.length];
      const from = start % name.length;
      return name.slice(from, from + length);
    }),
    fc.tuple(fc.nat(), fc.integer({ min: 3, max: 9 })).map(
      ([i, length]) =>
        `0${String(((i % 83) + 1) * 7919)
          .padStart(7, '0')
          .slice(0, length)}`,
    ),
    fc.string({
      unit: fc.constantFrom('a', 'e', 'l', 'i', 'M', 'n', ' ', '-', "'", '%', '_', '\\', '4', '0', '7', 'É'),
      maxLength: 12,
    }),
  );

  it('for generated searches: the same contacts, the same total, newest first', async () => {
    await fc.assert(
      fc.asyncProperty(searchArb, async (search) => {
        const res = await tenant.api.get('/contacts', { params: { search, per_page: 100 } });
        assert.equal(res.status, 200);
        const expected = await plainMatches(search.trim());
        assert.deepEqual(
          res.data.data.map((c: { id: number }) => c.id),
          expected,
          JSON.stringify(search),
        );
        assert.deepEqual([res.data.meta.total, res.data.meta.total_is_estimate], [expected.length, false]);
      }),
      { seed: 20_261_124, numRuns: 300 },
    );
  });

  it('prepares a search whose lookup has a trigram in every part, and plans a one- or two-letter one anew each time', async () => {
    // One connection, so the statements prepared are the ones of these searches.
    const sequelize = createSequelize(testEnv().config.databaseUrl, { models: false, poolMax: 1 });
    try {
      const prepared = async () =>
        (
          await sequelize.query<{ statement: string }>(
            `SELECT statement FROM pg_prepared_statements WHERE statement LIKE '%name_lower%'`,
            { type: QueryTypes.SELECT },
          )
        ).length;
      await listContactsPage(sequelize, tenant.tenant.id, 'al', 20, 0);
      await listContactsPage(sequelize, tenant.tenant.id, 'a b', 20, 0);
      assert.equal(await prepared(), 0);
      await listContactsPage(sequelize, tenant.tenant.id, 'neema mushi', 20, 0);
      await listContactsPage(sequelize, tenant.tenant.id, 'Kimaro', 20, 0);
      assert.equal(await prepared(), 2);
    } finally {
      await sequelize.close();
    }
  });
});
