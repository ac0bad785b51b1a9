/**
 * The total of a message list page: counted exactly up to EXACT_TOTAL_LIMIT matches, above it PostgreSQL's estimate
 * (counting a million matching rows on every page view costs more than the page; `meta.total_is_estimate` says which).
 */
import { QueryTypes, type Sequelize } from 'sequelize';
import { missingRow } from '../missing-row';

const EXACT_TOTAL_LIMIT = 1_000;

export interface ListTotal {
  total: number;
  /** True when the total is the planner's estimate (more than EXACT_TOTAL_LIMIT matches). */
  totalIsEstimate: boolean;
}

interface Statement {
  sql: string;
  bind: unknown[];
}

/**
 * The statements that count the rows of `fromWhere` (`FROM … WHERE …`), stopping one past the limit, and estimate
 * them. `orderBy`, an index's order, makes the capped count walk that index: under a bare LIMIT the planner may pick a
 * sequential scan, cheap on paper when matches are spread evenly, through every older row when they are the newest.
 */
export function totalQueries(
  fromWhere: string,
  bind: unknown[],
  orderBy?: string,
): { count: Statement; estimate: Statement } {
  const ordered = orderBy ? ` ORDER BY ${orderBy}` : '';
  return {
    count: {
      sql: `SELECT count(*)::int AS total FROM (SELECT 1 ${fromWhere}${ordered} LIMIT ${EXACT_TOTAL_LIMIT + 1}) capped`,
      bind,
    },
    estimate: { sql: `EXPLAIN (FORMAT JSON) SELECT 1 ${fromWhere}`, bind },
  };
}

/** A page (`page`, whose OFFSET is `offset`) and its total, the count run beside the page. */
export async function pageWithTotal<Row extends object>(
  sequelize: Sequelize,
  queries: { page: Statement; count: Statement; estimate: Statement },
  offset: number,
): Promise<{ rows: Row[] } & ListTotal> {
  const [rows, [{ total } = missingRow('the list count')]] = await Promise.all([
    sequelize.query<Row>(queries.page.sql, { bind: queries.page.bind, type: QueryTypes.SELECT }),
    sequelize.query<{ total: number }>(queries.count.sql, { bind: queries.count.bind, type: QueryTypes.SELECT }),
  ]);
  return { rows, ...(await listTotal(sequelize, queries.estimate, total, offset + rows.length)) };
}

/** The total given the capped count: exact up to the limit, else the estimate, never below what was counted or paged past. */
async function listTotal(
  sequelize: Sequelize,
  estimate: Statement,
  counted: number,
  pageEnd: number,
): Promise<ListTotal> {
  if (counted <= EXACT_TOTAL_LIMIT) return { total: counted, totalIsEstimate: false };
  const [plan] = await sequelize.query<{ 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> }>(estimate.sql, {
    bind: estimate.bind,
    type: QueryTypes.SELECT,
  });
  const estimated = Math.round(plan?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0);
  return { total: Math.max(estimated, counted, pageEnd), totalIsEstimate: true };
}
