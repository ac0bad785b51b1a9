import { QueryTypes, type Sequelize } from 'sequelize';
import { likeContains, phoneSearchDigits } from './contacts';
import { sqlTimestamp } from './sql-timestamp';

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

/** The WHERE of a contact search: name ILIKE, and for phone-looking input phone LIKE its 255… digits. */
function searchCondition(search: string | undefined, firstParam: number): { sql: string; binds: string[] } {
  if (!search) return { sql: '', binds: [] };
  const digits = phoneSearchDigits(search);
  const binds = [likeContains(search), ...(digits ? [`%${digits}%`] : [])];
  const phone = digits ? ` OR c.phone LIKE $${firstParam + 1}` : '';
  return { sql: ` AND (c.name ILIKE $${firstParam}${phone})`, binds };
}

/** Totals are counted exactly up to here; above it the planner's estimate is used, as for messages. */
export const EXACT_CONTACT_TOTAL_LIMIT = 1_000;

export interface ContactPage {
  total: number;
  /** True when the total is the planner's estimate (more than EXACT_CONTACT_TOTAL_LIMIT matches). */
  totalIsEstimate: boolean;
  data: ContactJson[];
}

/** The page's contacts as JSON, newest first, from the ids in `page_ids`. */
const PAGE_JSON = `COALESCE((SELECT json_agg(json_build_object(
    'id', c.id, 'name', c.name, 'phone', c.phone, 'email', c.email, 'birth_date', to_char(c.birth_date, 'YYYY-MM-DD'),
    'groups', COALESCE((SELECT json_agg(json_build_object('id', g.id, 'name', g.name) ORDER BY g.name, g.id)
                        FROM contact_group cg JOIN groups g ON g.id = cg.group_id WHERE cg.contact_id = c.id), '[]'),
    'created_at', ${sqlTimestamp('c.created_at')}, 'updated_at', ${sqlTimestamp('c.updated_at')}) ORDER BY c.id DESC)
  FROM contacts c JOIN page_ids p ON p.id = c.id), '[]')`;

/**
 * One page of a tenant's contacts (newest first) with each contact's groups and the total, in ONE round
 * trip; PostgreSQL builds the JSON, which keeps a busy list endpoint cheap for the API process. The matches are
 * collected once, up to EXACT_CONTACT_TOTAL_LIMIT + 1 of them (a trigram search rechecks every candidate row, the
 * bulk of its cost): when that is all of them, the count and the page both come from that one set; only a search
 * with more matches reads its page again in id order (the one-time filters skip the branch not taken).
 */
export async function listContactsPage(
  sequelize: Sequelize, tenantId: number, search: string | undefined, limit: number, offset: number,
): Promise<ContactPage> {
  const condition = searchCondition(search, 4);
  const where = `c.tenant_id = $1${condition.sql}`;
  const [row] = await sequelize.query<{ total: number; data: ContactJson[] }>(
    `WITH matches AS MATERIALIZED (SELECT c.id FROM contacts c WHERE ${where} LIMIT ${EXACT_CONTACT_TOTAL_LIMIT + 1}),
          counted AS (SELECT count(*) AS n FROM matches),
          page_ids AS MATERIALIZED (
            (SELECT id FROM matches WHERE (SELECT n FROM counted) <= ${EXACT_CONTACT_TOTAL_LIMIT} ORDER BY id DESC LIMIT $2 OFFSET $3)
            UNION ALL
            (SELECT c.id FROM contacts c WHERE (SELECT n FROM counted) > ${EXACT_CONTACT_TOTAL_LIMIT} AND ${where} ORDER BY c.id DESC LIMIT $2 OFFSET $3))
     SELECT (SELECT n FROM counted) AS total, ${PAGE_JSON} AS data`,
    { bind: [tenantId, limit, offset, ...condition.binds], type: QueryTypes.SELECT },
  );
  const counted = Number(row.total);
  if (counted <= EXACT_CONTACT_TOTAL_LIMIT) return { total: counted, totalIsEstimate: false, data: row.data };
  const estimate = await estimatedMatches(sequelize, tenantId, search);
  return { total: Math.max(estimate, counted, offset + row.data.length), totalIsEstimate: true, data: row.data };
}

/** The planner's estimate of how many of the tenant's contacts match `search`. */
async function estimatedMatches(sequelize: Sequelize, tenantId: number, search: string | undefined): Promise<number> {
  const condition = searchCondition(search, 2);
  const [plan] = await sequelize.query<{ 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> }>(
    `EXPLAIN (FORMAT JSON) SELECT 1 FROM contacts c WHERE c.tenant_id = $1${condition.sql}`,
    { bind: [tenantId, ...condition.binds], type: QueryTypes.SELECT },
  );
  return Math.round(plan['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0);
}
