import { sqlMigration } from '../sql-migration';

/**
 * Entry cards and the door (issue 34 §1–2). An invitee gets a card type, how many its card admits, and an entry code:
 * 122 random bits (a v4 UUID's) as 22 base64url characters, unique, so a scan is one index hit; existing invitees get
 * theirs here (a volatile default is computed per row). `guests_admitted` is the sum of the invitee's check-ins,
 * written only in a check-in's transaction under the invitee's row lock (db/events/check-ins.ts). The event's
 * `checked_in_count` and `guests_admitted` are summed from its check-ins, not kept on the event row by a trigger
 * (ushers at every door would queue on that one row); `guests_admitted` is in no index, so a scan's UPDATE of the
 * invitee can stay a heap-only (HOT) update instead of touching the invitees' eight indexes.
 */
export = sqlMigration(`
  ALTER TABLE event_invitees
    ADD COLUMN card_type varchar(10) NOT NULL DEFAULT 'single' CHECK (card_type IN ('single', 'double', 'family', 'vip')),
    ADD COLUMN admits smallint NOT NULL DEFAULT 1 CHECK (admits BETWEEN 1 AND 20),
    ADD COLUMN entry_code varchar(32) NOT NULL
      DEFAULT rtrim(translate(encode(uuid_send(gen_random_uuid()), 'base64'), '+/', '-_'), '='),
    ADD COLUMN guests_admitted smallint NOT NULL DEFAULT 0 CHECK (guests_admitted >= 0);
  CREATE UNIQUE INDEX event_invitees_entry_code ON event_invitees (entry_code);

  CREATE TABLE event_check_ins (
    id serial PRIMARY KEY,
    tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
    event_id integer NOT NULL,
    invitee_id integer NOT NULL,
    user_id integer REFERENCES users(id) ON DELETE SET NULL,
    guests smallint NOT NULL CHECK (guests BETWEEN 1 AND 20),
    door varchar(100),
    scanned_at timestamptz,
    checked_in_at timestamptz NOT NULL DEFAULT now(),
    created_at timestamptz NOT NULL DEFAULT now(),
    FOREIGN KEY (event_id, invitee_id) REFERENCES event_invitees (event_id, id) ON DELETE CASCADE
  );
  -- The list, newest first; and the event's checked_in_count and guests_admitted (db/events/event-json.ts), summed
  -- from this index alone over the event's check-ins.
  CREATE INDEX event_check_ins_event ON event_check_ins (tenant_id, event_id, checked_in_at DESC, id DESC)
    INCLUDE (invitee_id, guests);
  CREATE INDEX event_check_ins_invitee ON event_check_ins (invitee_id, checked_in_at DESC);
`, `
  DROP TABLE event_check_ins;
  DROP INDEX event_invitees_entry_code;
  ALTER TABLE event_invitees DROP COLUMN guests_admitted, DROP COLUMN entry_code, DROP COLUMN admits, DROP COLUMN card_type;
`);
