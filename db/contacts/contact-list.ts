import { QueryTypes, type Sequelize } from 'sequelize';
import { missingRow } from '../missing-row';
import { likeContains, phoneSearchDigits } from './contacts';
import { sqlTimestamp } from '../sql-timestamp';
import { preparedSelect } from '../prepared-statements';
import type { PageText } from '../page-text';

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

/** At most this many words of a search go into the name index condition; the longest are the most selective. */
const MAX_INDEXED_WORDS = 3;

/**
 * The name part of a contact search: `name ILIKE '%search%'`, written `name_lower LIKE lower('%search%')`, the same
 * match on the lowercased column (migration 20261201120000) without lowercasing each row checked. For a search of
 * several words, the index is asked for each word of three or more characters (`'%word%'` for each, which every
 * match satisfies) and the whole pattern is checked on the rows found (`|| ''` keeps it out of the index
 * condition): a pattern across words has trigrams of the word boundaries ("  m", " mu", "ma ") that are in a large
 * part of all names, and reading their posting lists was most of a search's time (`neema mush`: 2.0 ms in the
 * index, 0.35 ms by its words).
 */
function nameCondition(search: string, param: (value: string) => string): { sql: string; indexed: boolean } {
  const pattern = `lower(${param(likeContains(search))})`;
  const words = search.split(/[^\p{L}\p{N}]+/u).filter((word) => [...word].length >= 3);
  if (words.length === 0) return { sql: `c.name_lower LIKE ${pattern}`, indexed: false };
  if (words.length === 1 && words[0] === search) return { sql: `c.name_lower LIKE ${pattern}`, indexed: true };
  const looked = words.sort((a, b) => b.length - a.length).slice(0, MAX_INDEXED_WORDS);
  const sql = `(${looked.map((word) => `c.name_lower LIKE lower(${param(likeContains(word))})`).join(' AND ')} AND c.name_lower || '' LIKE ${pattern})`;
  return { sql, indexed: true };
}

interface SearchCondition {
  sql: string;
  binds: string[];
  /**
   * Every pattern the index is asked for has a trigram, so the trigram index scan is the right plan whatever the
   * values: the statement can then be prepared (planning was a third of a search's time in PostgreSQL). Not for a
   * search of one or two letters, whose index scan would read the whole index where a scan of the table stops early.
   */
  indexed: boolean;
}

/**
 * The WHERE of a contact search: the name (nameCondition), and for phone-looking input phone LIKE its 255… digits. The index
 * looks for the selective part of the digits (and of the name, nameCondition); the whole number is then checked on
 * the rows found (`|| ''` keeps that second pattern out of the index condition, where its common trigrams would cost
 * the scan again).
 */
function searchCondition(search: string, firstParam: number): SearchCondition {
  const binds: string[] = [];
  const param = (value: string) => `$${firstParam + binds.push(value) - 1}`;
  const name = nameCondition(search, param);
  const digits = phoneSearchDigits(search);
  if (!digits) return { sql: ` AND ${name.sql}`, binds, indexed: name.indexed };
  const tail = selectiveDigits(digits);
  const phone = tail
    ? `(c.phone LIKE ${param(`%${tail}%`)} AND c.phone || '' LIKE ${param(`%${digits}%`)})`
    : `c.phone LIKE ${param(`%${digits}%`)}`;
  return { sql: ` AND (${name.sql} OR ${phone})`, binds, indexed: name.indexed && tail !== null };
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

interface SearchPageRow {
  total: string;
  count: string;
  dataText: string;
  estimate: string | null;
}

/**
 * One page of a tenant's contacts (newest first) with each contact's groups and the total, in ONE round
 * trip; PostgreSQL writes the page's JSON text, which the route sends without parsing it. Without a search, the
 * total is the kept count (listAllContactsPage). For a search, the matches are
 * collected once, up to EXACT_CONTACT_TOTAL_LIMIT + 1 of them (a trigram search rechecks every candidate row, the
 * bulk of its cost): when that is all of them, the count and the page both come from that one set; only a search
 * with more matches reads its page again in id order (the one-time filters skip the branch not taken) and asks the
 * planner for its estimated total (estimatedMatches), still in the same statement.
 *
 * The matches are read through `candidates`, planned for all of them, of which only the first are fetched (a CTE is
 * evaluated only as far as it is read): planned under the LIMIT itself, a common surname whose sampled estimate came
 * out high got a sequential scan that stops at the 1,001st match, 16 ms instead of 2 ms through the trigram index, in
 * about one bench run in four.
 */
export async function listContactsPage(
  sequelize: Sequelize,
  tenantId: number,
  search: string | undefined,
  limit: number,
  offset: number,
): Promise<ContactPage> {
  if (!search) return listAllContactsPage(sequelize, tenantId, limit, offset);
  const condition = searchCondition(search, 4);
  const estimate = estimatedMatches(search, condition, 4);
  const where = `c.tenant_id = $1${condition.sql}`;
  const sql = `WITH candidates AS MATERIALIZED (SELECT c.id FROM contacts c WHERE ${where}),
          matches AS MATERIALIZED (SELECT id FROM candidates LIMIT ${EXACT_CONTACT_TOTAL_LIMIT + 1}),
          counted AS (SELECT count(*) AS n FROM matches),
          page_ids AS MATERIALIZED (
            (SELECT id FROM matches WHERE (SELECT n FROM counted) <= ${EXACT_CONTACT_TOTAL_LIMIT} ORDER BY id DESC LIMIT $2 OFFSET $3)
            UNION ALL
            (SELECT c.id FROM contacts c WHERE (SELECT n FROM counted) > ${EXACT_CONTACT_TOTAL_LIMIT} AND ${where} ORDER BY c.id DESC LIMIT $2 OFFSET $3))
     SELECT (SELECT n FROM counted) AS total, (SELECT count(*) FROM page_ids) AS count, ${PAGE_JSON} AS "dataText",
            CASE WHEN (SELECT n FROM counted) > ${EXACT_CONTACT_TOTAL_LIMIT} THEN ${estimate} END AS estimate`;
  const values = [tenantId, limit, offset, ...condition.binds];
  const [row = missingRow('the contacts search page')] = condition.indexed
    ? await preparedSelect<SearchPageRow>(sequelize, sql, values)
    : await sequelize.query<SearchPageRow>(sql, { bind: values, type: QueryTypes.SELECT });
  const counted = Number(row.total);
  const page = { count: Number(row.count), dataText: row.dataText };
  if (counted <= EXACT_CONTACT_TOTAL_LIMIT) return { total: counted, totalIsEstimate: false, ...page };
  return { total: Math.max(Number(row.estimate), counted, offset + page.count), totalIsEstimate: true, ...page };
}

const ALL_CONTACTS_PAGE_SQL = `WITH page_ids AS MATERIALIZED (SELECT c.id FROM contacts c WHERE c.tenant_id = $1 ORDER BY c.id DESC LIMIT $2 OFFSET $3)
     SELECT coalesce((SELECT contacts FROM tenant_contact_counts WHERE tenant_id = $1), 0) AS total,
            (SELECT count(*) FROM page_ids) AS count, ${PAGE_JSON} AS "dataText"`;

/**
 * A page of all the tenant's contacts, newest first, with the exact total kept by the contacts triggers
 * (tenant_contact_counts, migration 20261201100000): read in the same snapshot as the page, so the two agree. Prepared
 * (preparedSelect): its plan is the same whatever the values.
 */
async function listAllContactsPage(
  sequelize: Sequelize,
  tenantId: number,
  limit: number,
  offset: number,
): Promise<ContactPage> {
  const [row = missingRow('the contacts page')] = await preparedSelect<{
    total: number;
    count: string;
    dataText: string;
  }>(sequelize, ALL_CONTACTS_PAGE_SQL, [tenantId, limit, offset]);
  return { total: Number(row.total), totalIsEstimate: false, count: Number(row.count), dataText: row.dataText };
}

/**
 * The planner's estimate of how many of the tenant's contacts match `search`, as an expression of the page's
 * statement (planned_rows, migration 20261201110000), whose binds from `firstParam` on are `condition`'s. It is
 * the estimate of the plain condition, without the narrowing of searchCondition, whose `|| ''` patterns the planner
 * can only guess at; format()'s %L quotes the values.
 */
function estimatedMatches(search: string, condition: SearchCondition, firstParam: number): string {
  const bound = (value: string) => `$${firstParam + condition.binds.indexOf(value)}::text`;
  const digits = phoneSearchDigits(search);
  const values = [likeContains(search), ...(digits ? [`%${digits}%`] : [])].map(bound);
  const where = digits ? '(c.name_lower LIKE lower(%L) OR c.phone LIKE %L)' : 'c.name_lower LIKE lower(%L)';
  return `planned_rows(format('SELECT 1 FROM contacts c WHERE c.tenant_id = %s AND ${where}', $1::integer, ${values.join(', ')}))`;
}
