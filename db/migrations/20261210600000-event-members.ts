import { sqlMigration } from '../sql-migration';

/**
 * The committee of an event (issue 34 §6): a user of the same organisation with one role on one event (treasurer,
 * usher or viewer; domain/events/committee.ts). One row per user and event: giving another role replaces it. A
 * membership goes with its event and with its user.
 */
export = sqlMigration(`
  CREATE TABLE event_members (
    id serial PRIMARY KEY,
    tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
    event_id integer NOT NULL REFERENCES events(id) ON DELETE CASCADE,
    user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    role varchar(10) NOT NULL CHECK (role IN ('treasurer', 'usher', 'viewer')),
    added_by integer REFERENCES users(id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  );
  -- The role of a user on an event, looked up by every event route that the user's tenant permissions do not allow.
  CREATE UNIQUE INDEX event_members_event_user ON event_members (event_id, user_id) INCLUDE (role);
  -- The events a user with roles only may list.
  CREATE INDEX event_members_user ON event_members (tenant_id, user_id, event_id);
`, `
  DROP TABLE event_members;
`);
