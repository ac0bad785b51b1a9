import { sqlMigration } from '../sql-migration';

/**
 * USSD (issue 35 §3). `events.ussd_code`: the digits after the shared service code (`*150*00*<code>#`) that take a
 * phone straight to the event; every organization shares the service code, so a code is unique across all of them.
 * The phone index finds a caller's invitations in every organization, on each screen of a session (the gateway
 * resends the whole session, so nothing is kept between screens).
 */
export = sqlMigration(`
  ALTER TABLE events ADD COLUMN ussd_code varchar(8) CONSTRAINT events_ussd_code_digits CHECK (ussd_code ~ '^[0-9]{1,8}$');
  CREATE UNIQUE INDEX events_ussd_code ON events (ussd_code) WHERE ussd_code IS NOT NULL;
  CREATE INDEX event_invitees_phone ON event_invitees (phone);
`, `
  DROP INDEX event_invitees_phone;
  DROP INDEX events_ussd_code;
  ALTER TABLE events DROP COLUMN ussd_code;
`);
