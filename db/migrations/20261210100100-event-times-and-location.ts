import { sqlMigration } from '../sql-migration';

/**
 * When an event starts and ends (clock times of its day in Africa/Dar_es_Salaam; an end at or before the start is on
 * the next day) and a link to its place on a map (issue 34 §3). All optional: an event without a start is a whole
 * day in a calendar.
 */
export = sqlMigration(`
  ALTER TABLE events
    ADD COLUMN starts_at time(0),
    ADD COLUMN ends_at time(0),
    ADD COLUMN location_url varchar(2000) CHECK (location_url LIKE 'https://%');
`, `
  ALTER TABLE events DROP COLUMN location_url, DROP COLUMN ends_at, DROP COLUMN starts_at;
`);
