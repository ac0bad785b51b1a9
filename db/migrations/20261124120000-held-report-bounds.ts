import { sqlMigration } from '../sql-migration';

/**
 * Bounds on what a delivery callback can make us store: a held report remembers where it came from, so
 * each source can hold only so many, and held reports are purged after an hour (a real one waits seconds for its
 * gateway id; the pending-reports reconciler recovers anything later).
 */
export = sqlMigration(`
  ALTER TABLE held_delivery_reports ADD COLUMN source varchar(64) NOT NULL DEFAULT 'unknown';
  CREATE INDEX held_delivery_reports_source ON held_delivery_reports (source);
`, `
  DROP INDEX held_delivery_reports_source;
  ALTER TABLE held_delivery_reports DROP COLUMN source;
`);
