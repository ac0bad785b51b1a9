import { sqlMigration } from '../sql-migration';

/**
 * planned_rows(statement): the planner's estimate of how many rows a SELECT returns, by EXPLAIN, which plans the
 * statement and never runs it. A list whose matches are too many to count gives this as its total
 * (`total_is_estimate`), asked for inside its own page statement, only when the count overflows: the contact
 * search asked for it in a second round trip, which under load doubled the wait of every large search.
 * Volatile, as PostgreSQL allows EXPLAIN only there. Callers build the statement with format()'s %L, so the values are quoted as literals.
 */
export = sqlMigration(`
  CREATE FUNCTION planned_rows(statement text) RETURNS bigint LANGUAGE plpgsql AS $$
  DECLARE plan json;
  BEGIN
    EXECUTE 'EXPLAIN (FORMAT JSON) ' || statement INTO plan;
    RETURN round((plan -> 0 -> 'Plan' ->> 'Plan Rows')::numeric);
  END $$;
`, 'DROP FUNCTION planned_rows(text);');
