/**
 * The WHERE clause of an `UPDATE <table> <alias> … FROM unnest(…) AS v(id, …)` that changes the rows whose ids `v`
 * lists (`ids`, the same ids as one array), each only while `condition` holds.
 *
 * Written so that PostgreSQL finds those rows by primary key, whatever its statistics say of `condition`. The
 * conditions of these updates test a passing status (a message `queued` or `submitting`, a webhook event `pending`),
 * and an ANALYZE that ran while no row had it estimates it at one row. As a filter on the table alone, the planner
 * then read every row with that status and compared each with each listed id: a page of 500 against 10,000 unsent
 * messages took 0.67 s instead of 8 ms (test/db/rows-by-ids.test.ts). Here the ids reach the primary key through
 * `= ANY` (an exact estimate), and `condition` refers to `v` as well (`v.id` is never null), so it is checked on each
 * row found instead of choosing the plan.
 */
export const rowsByIds = (alias: string, ids: string, condition: string): string =>
  `${alias}.id = ANY(${ids}) AND ${alias}.id = v.id AND (${condition} OR v.id IS NULL)`;
