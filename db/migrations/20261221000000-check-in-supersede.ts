import { sqlMigration } from '../sql-migration';

/**
 * The earlier scan wins (issue 34 §2): when two doors admitted one card offline and the later scan reached the server
 * first, the earlier one, arriving second, supersedes it (db/events/check-ins.ts). A superseded check-in stays, with
 * when and by which check-in (null once that one was undone), so its usher can be told; it no longer counts.
 * The event's figures are summed from the index of counting check-ins alone (partial, so still an index-only scan);
 * the door pages ask for the superseded ones, a few per event, through their own small partial index.
 */
export = sqlMigration(`
  ALTER TABLE event_check_ins
    ADD COLUMN superseded_at timestamptz,
    ADD COLUMN superseded_by integer REFERENCES event_check_ins(id) ON DELETE SET NULL;
  CREATE INDEX event_check_ins_counting ON event_check_ins (tenant_id, event_id) INCLUDE (invitee_id, guests)
    WHERE superseded_at IS NULL;
  CREATE INDEX event_check_ins_superseded ON event_check_ins (tenant_id, event_id, superseded_at DESC)
    WHERE superseded_at IS NOT NULL;
  CREATE INDEX event_check_ins_superseded_by ON event_check_ins (superseded_by) WHERE superseded_by IS NOT NULL;
`, `
  DROP INDEX event_check_ins_superseded_by;
  DROP INDEX event_check_ins_superseded;
  DROP INDEX event_check_ins_counting;
  ALTER TABLE event_check_ins DROP COLUMN superseded_by, DROP COLUMN superseded_at;
`);
