import { sqlMigration } from '../sql-migration';

/**
 * How many of an invitee's card will come (issue 34 §3): NULL until they say, then 1 up to what the card admits
 * (domain/events/attending-count.ts holds the rule; the CHECK is its backstop).
 */
export = sqlMigration(`
  ALTER TABLE event_invitees
    ADD COLUMN attending_count smallint CHECK (attending_count BETWEEN 1 AND admits);
`, `
  ALTER TABLE event_invitees DROP COLUMN attending_count;
`);
