import { sqlMigration } from '../sql-migration';

/**
 * Stage runs on the send pipeline. A run that could not go out at its time (balance short, no eligible invitee,
 * organization inactive, the previous run still sending) is skipped: when and why is kept on the stage, beside the
 * log line, so the organiser sees it.
 */
export = sqlMigration(`
  ALTER TABLE event_sms_stages ADD COLUMN last_skipped_at timestamptz, ADD COLUMN last_skip_reason varchar(255);
`, `
  ALTER TABLE event_sms_stages DROP COLUMN last_skip_reason, DROP COLUMN last_skipped_at;
`);
