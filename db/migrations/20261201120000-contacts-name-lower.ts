import { sqlMigration } from '../sql-migration';

/**
 * The contact search matches `name_lower LIKE lower(pattern)` instead of `name ILIKE pattern`, which is the same
 * match (PostgreSQL's ILIKE lowercases both sides with lower() in a UTF-8 database) without lowercasing every row it
 * checks: rechecking the rows the trigram index finds was most of a common name's search, 0.8 µs a row with ILIKE
 * against 0.1 µs with LIKE. The trigram index moves to the lowercased column (pg_trgm lowercases anyway).
 */
export = sqlMigration(`
  ALTER TABLE contacts ADD COLUMN name_lower text GENERATED ALWAYS AS (lower(name)) STORED;
  CREATE INDEX contacts_name_lower_trgm ON contacts USING gin (name_lower gin_trgm_ops);
  DROP INDEX contacts_name_trgm;
  ANALYZE contacts;
`, `
  CREATE INDEX contacts_name_trgm ON contacts USING gin (name gin_trgm_ops);
  ALTER TABLE contacts DROP COLUMN name_lower;
`);
