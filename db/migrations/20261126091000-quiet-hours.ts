import { sqlMigration } from '../sql-migration';

/**
 * Quiet hours: a tenant's daily window, in Dar es Salaam clock times, in which its background sends
 * (bulk, group, stage, birthday) are held until the window ends. Both set or both null; a start later than the
 * end crosses midnight.
 */
export = sqlMigration(`
  ALTER TABLE tenants ADD COLUMN quiet_hours_start time(0), ADD COLUMN quiet_hours_end time(0),
    ADD CONSTRAINT tenants_quiet_hours CHECK ((quiet_hours_start IS NULL AND quiet_hours_end IS NULL)
      OR (quiet_hours_start IS NOT NULL AND quiet_hours_end IS NOT NULL AND quiet_hours_start <> quiet_hours_end));
`, `
  ALTER TABLE tenants DROP CONSTRAINT tenants_quiet_hours, DROP COLUMN quiet_hours_end, DROP COLUMN quiet_hours_start;
`);
