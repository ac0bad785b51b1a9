import { QueryTypes, type Sequelize } from 'sequelize';
import { likeContains, phoneSearchDigits } from './contacts';
import { sqlTimestamp } from './sql-timestamp';
import type { PageText } from './page-text';

/** A contact exactly as the API returns it (built by PostgreSQL, see listContactsPage). */
export interface ContactJson {
  id: number;
  name: string;
  phone: string;
  email: string | null;
  birth_date: string | null;
  groups: Array<{ id: number; name: string }>;
  created_at: string;
  updated_at: string;
}

/**
 * A part of the searched digits that every match contains and the phone trigram index finds cheaply: without the
 * country code and the first digit after it (`2557…`, `2556…`), whose trigrams are in nearly every stored phone and
 * made the index scan read the whole index for a number search. Null when too little is left for a trigram.
 */
function selectiveDigits(digits: string): string | null {
  const tail = digits.startsWith('255') ? digits.slice(4) : digits;
  return tail !== digits && tail.length >= 3 ? tail : null;
}

/**
 * The WHERE of a contact search: name ILIKE, and for phone-looking input phone LIKE its 255… digits. The index
 * looks for the selective part of the digits; the whole number is then checked on the rows found (`|| ''` keeps
 * that second pattern out of the index condition, where its common trigrams would cost the scan again). Without
 * `narrowed`, the plain condition: the planner's estimate of it is the estimated total (its `|| ''` one is a guess).
 */
function searchCondition(search: string | undefined, firstParam: number, narrowed = true): { sql: string; binds: string[] } {
  if (!search) return { sql: '', binds: [] };
  const digits = phoneSearchDigits(search);
  if (!digits) return { sql: ` AND c.name ILIKE $${firstParam}`, binds: [likeContains(search)] };
  const tail = narrowed ? selectiveDigits(digits) : null;
  const phone = tail
    ? `(c.phone LIKE $${firstParam + 2} AND c.phone || '' LIKE $${firstParam + 1})`
    : `c.phone LIKE $${firstParam + 1}`;
  return { sql: ` AND (c.name ILIKE $${firstParam} OR ${phone})`, binds: [likeContains(search), `%${digits}%`, ...(tail ? [`%${tail}%`] : [])] };
}

/** Totals are counted exactly up to here; above it the planner's estimate is used, as for messages. */
export const EXACT_CONTACT_TOTAL_LIMIT = 1_000;

export interface ContactPage extends PageText {
  /** True when the total is the planner's estimate (more than EXACT_CONTACT_TOTAL_LIMIT matches). */
  totalIsEstimate: boolean;
}

/** A contact's groups as a JSON array (compact text typed json, so row_to_json writes it as is), by name. */
const GROUPS_JSON = `COALESCE((SELECT '[' || string_agg(row_to_json(g)::text, ',' ORDER BY g.name, g.id) || ']'
    FROM (SELECT g.id, g.name FROM contact_group cg JOIN groups g ON g.id = cg.group_id WHERE cg.contact_id = c.id) g), '[]')::json`;

/** The page's contacts as a compact JSON array text, newest first, from the ids in `page_ids`. */
const PAGE_JSON = `'[' || COALESCE((SELECT string_agg(row_to_json(r)::text, ',' ORDER BY r.id DESC) FROM (
    SELECT c.id, c.name, c.phone, c.email, to_char(c.birth_date, 'YYYY-MM-DD') AS birth_date, ${GROUPS_JSON} AS groups,
           ${sqlTimestamp('c.created_at')} AS created_at, ${sqlTimestamp('c.updated_at')} AS updated_at
    FROM contacts c JOIN page_ids p ON p.id = c.id) r), '') || ']'`;

/**
 * One page of a tenant's contacts (newest first) with each contact's groups and the total, in ONE round
 * trip; PostgreSQL writes the page's JSON text, which the route sends without parsing it. Without a search, the
 * total is the kept count (listAllContactsPage). For a search, the matches are
 * collected once, up to EXACT_CONTACT_TOTAL_LIMIT + 1 of them (a trigram search rechecks every candidate row, the
 * bulk of its cost): when that is all of them, the count and the page both come from that one set; only a search
 * with more matches reads its page again in id order (the one-time filters skip the branch not taken).
 *
 * The matches are read through `candidates`, planned for all of them, of which only the first are fetched (a CTE is
 * evaluated only as far as it is read): planned under the LIMIT itself, a common surname whose sampled estimate came
 * out high got a sequential scan that stops at the 1,001st match, 16 ms instead of 2 ms through the trigram index, in
 * about one bench run in four.
 */
export async function listContactsPage(
  sequelize: Sequelize, tenantId: number, search: string | undefined, limit: number, offset: number,
): Promise<ContactPage> {
  if (!search) return listAllContactsPage(sequelize, tenantId, limit, offset);
  const condition = searchCondition(search, 4);
  const where = `c.tenant_id = $1${condition.sql}`;
  const [row] = await sequelize.query<{ total: number; count: number; dataText: string }>(
    `WITH candidates AS MATERIALIZED (SELECT c.id FROM contacts c WHERE ${where}),
          matches AS MATERIALIZED (SELECT id FROM candidates LIMIT ${EXACT_CONTACT_TOTAL_LIMIT + 1}),
          counted AS (SELECT count(*) AS n FROM matches),
          page_ids AS MATERIALIZED (
            (SELECT id FROM matches WHERE (SELECT n FROM counted) <= ${EXACT_CONTACT_TOTAL_LIMIT} ORDER BY id DESC LIMIT $2 OFFSET $3)
            UNION ALL
            (SELECT c.id FROM contacts c WHERE (SELECT n FROM counted) > ${EXACT_CONTACT_TOTAL_LIMIT} AND ${where} ORDER BY c.id DESC LIMIT $2 OFFSET $3))
     SELECT (SELECT n FROM counted) AS total, (SELECT count(*) FROM page_ids) AS count, ${PAGE_JSON} AS "dataText"`,
    { bind: [tenantId, limit, offset, ...condition.binds], type: QueryTypes.SELECT },
  );
  const counted = Number(row.total);
  const page = { count: Number(row.count), dataText: row.dataText };
  if (counted <= EXACT_CONTACT_TOTAL_LIMIT) return { total: counted, totalIsEstimate: false, ...page };
  const estimate = await estimatedMatches(sequelize, tenantId, search);
  return { total: Math.max(estimate, counted, offset + page.count), totalIsEstimate: true, ...page };
}

/**
 * A page of all the tenant's contacts, newest first, with the exact total kept by the contacts triggers
 * (tenant_contact_counts, migration 20261201100000): read in the same snapshot as the page, so the two agree.
 */
async function listAllContactsPage(sequelize: Sequelize, tenantId: number, limit: number, offset: number): Promise<ContactPage> {
  const [row] = await sequelize.query<{ total: number; count: number; dataText: string }>(
    `WITH page_ids AS MATERIALIZED (SELECT c.id FROM contacts c WHERE c.tenant_id = $1 ORDER BY c.id DESC LIMIT $2 OFFSET $3)
     SELECT coalesce((SELECT contacts FROM tenant_contact_counts WHERE tenant_id = $1), 0) AS total,
            (SELECT count(*) FROM page_ids) AS count, ${PAGE_JSON} AS "dataText"`,
    { bind: [tenantId, limit, offset], type: QueryTypes.SELECT },
  );
  return { total: Number(row.total), totalIsEstimate: false, count: Number(row.count), dataText: row.dataText };
}

/** The planner's estimate of how many of the tenant's contacts match `search`. */
async function estimatedMatches(sequelize: Sequelize, tenantId: number, search: string): Promise<number> {
  const condition = searchCondition(search, 2, false);
  const [plan] = await sequelize.query<{ 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> }>(
    `EXPLAIN (FORMAT JSON) SELECT 1 FROM contacts c WHERE c.tenant_id = $1${condition.sql}`,
    { bind: [tenantId, ...condition.binds], type: QueryTypes.SELECT },
  );
  return Math.round(plan['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0);
}
