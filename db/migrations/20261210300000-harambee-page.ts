import { sqlMigration } from '../sql-migration';

/**
 * The harambee page (issue 34 §4). An event gets `public_page` (off by default) and a code for its page at
 * `/c/<code>`: 72 random bits (the random first bytes of two v4 UUIDs) as 12 base64url characters, short enough for a
 * WhatsApp message and not to be guessed before the organiser shares it; existing events get theirs here (a volatile
 * default is computed per row). An invitee records where they came from (`source`: the organiser, or the public page)
 * and whether they agreed there that their name be listed on the page (`public_listing`).
 */
export = sqlMigration(`
  ALTER TABLE events
    ADD COLUMN public_page boolean NOT NULL DEFAULT false,
    ADD COLUMN public_code varchar(16) NOT NULL DEFAULT translate(
      encode(substring(uuid_send(gen_random_uuid()) FROM 1 FOR 6) || substring(uuid_send(gen_random_uuid()) FROM 1 FOR 3), 'base64'),
      '+/', '-_');
  CREATE UNIQUE INDEX events_public_code ON events (public_code);

  ALTER TABLE event_invitees
    ADD COLUMN source varchar(10) NOT NULL DEFAULT 'organiser' CHECK (source IN ('organiser', 'public')),
    ADD COLUMN public_listing boolean NOT NULL DEFAULT false;
`, `
  ALTER TABLE event_invitees DROP COLUMN public_listing, DROP COLUMN source;
  DROP INDEX events_public_code;
  ALTER TABLE events DROP COLUMN public_code, DROP COLUMN public_page;
`);
