import { sqlMigration } from '../sql-migration';

/**
 * A trigger body that applies per-event deltas (`source` yields event_id and one column per counter) to events:
 * the touched events are locked in id order first, so two statements touching the same events queue instead of
 * deadlocking, and events whose figures did not change (an RSVP changes no sum) are not touched at all.
 */
const applyDeltas = (source: string, assignments: string) => `
  BEGIN
    PERFORM 1 FROM events WHERE id IN (SELECT event_id FROM (${source}) d) ORDER BY id FOR NO KEY UPDATE;
    UPDATE events e SET ${assignments} FROM (${source}) d WHERE e.id = d.event_id;
    RETURN NULL;
  END`;

const inviteeAssignments = 'invitees_count = e.invitees_count + d.n, total_pledged = e.total_pledged + d.pledged, '
  + 'total_collected = e.total_collected + d.paid';
const inviteesAdded = 'SELECT event_id, count(*) AS n, sum(pledge_amount) AS pledged, sum(paid_amount) AS paid FROM added GROUP BY event_id';
const inviteesRemoved = 'SELECT event_id, -count(*) AS n, -sum(pledge_amount) AS pledged, -sum(paid_amount) AS paid FROM removed GROUP BY event_id';
const inviteesChanged = `SELECT event_id, 0 AS n, sum(pledged) AS pledged, sum(paid) AS paid FROM (
    SELECT event_id, pledge_amount AS pledged, paid_amount AS paid FROM added
    UNION ALL SELECT event_id, -pledge_amount, -paid_amount FROM removed) changed
  GROUP BY event_id HAVING sum(pledged) <> 0 OR sum(paid) <> 0`;

const counted = (column: string, table: 'added' | 'removed') =>
  applyDeltas(`SELECT event_id, ${table === 'added' ? '' : '-'}count(*) AS n FROM ${table} GROUP BY event_id`, `${column} = e.${column} + d.n`);

/**
 * The figures of an event that the event list shows, kept exact by statement-level triggers (transition tables,
 * one UPDATE per statement, as for groups.contacts_count): invitees, their pledges and payments (total_collected is
 * the sum of the invitees' paid_amount, itself the sum of their payments), payments and stages. Reading five
 * columns keeps GET /events cheap for events of 10,000 invitees. Cascading deletes fire the triggers too.
 */
export = sqlMigration(`
  ALTER TABLE events
    ADD COLUMN invitees_count integer NOT NULL DEFAULT 0,
    ADD COLUMN payments_count integer NOT NULL DEFAULT 0,
    ADD COLUMN sms_stages_count integer NOT NULL DEFAULT 0,
    ADD COLUMN total_pledged bigint NOT NULL DEFAULT 0,
    ADD COLUMN total_collected bigint NOT NULL DEFAULT 0;

  CREATE FUNCTION event_invitees_added() RETURNS trigger LANGUAGE plpgsql AS $$${applyDeltas(inviteesAdded, inviteeAssignments)}$$;
  CREATE FUNCTION event_invitees_removed() RETURNS trigger LANGUAGE plpgsql AS $$${applyDeltas(inviteesRemoved, inviteeAssignments)}$$;
  CREATE FUNCTION event_invitees_changed() RETURNS trigger LANGUAGE plpgsql AS $$${applyDeltas(inviteesChanged, inviteeAssignments)}$$;
  CREATE TRIGGER event_invitees_totals_insert AFTER INSERT ON event_invitees
    REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION event_invitees_added();
  CREATE TRIGGER event_invitees_totals_delete AFTER DELETE ON event_invitees
    REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION event_invitees_removed();
  CREATE TRIGGER event_invitees_totals_update AFTER UPDATE ON event_invitees
    REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION event_invitees_changed();

  CREATE FUNCTION event_payments_added() RETURNS trigger LANGUAGE plpgsql AS $$${counted('payments_count', 'added')}$$;
  CREATE FUNCTION event_payments_removed() RETURNS trigger LANGUAGE plpgsql AS $$${counted('payments_count', 'removed')}$$;
  CREATE TRIGGER event_payments_count_insert AFTER INSERT ON event_payments
    REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION event_payments_added();
  CREATE TRIGGER event_payments_count_delete AFTER DELETE ON event_payments
    REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION event_payments_removed();

  CREATE FUNCTION event_sms_stages_added() RETURNS trigger LANGUAGE plpgsql AS $$${counted('sms_stages_count', 'added')}$$;
  CREATE FUNCTION event_sms_stages_removed() RETURNS trigger LANGUAGE plpgsql AS $$${counted('sms_stages_count', 'removed')}$$;
  CREATE TRIGGER event_sms_stages_count_insert AFTER INSERT ON event_sms_stages
    REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION event_sms_stages_added();
  CREATE TRIGGER event_sms_stages_count_delete AFTER DELETE ON event_sms_stages
    REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION event_sms_stages_removed();
`, `
  DROP TRIGGER event_sms_stages_count_delete ON event_sms_stages; DROP TRIGGER event_sms_stages_count_insert ON event_sms_stages;
  DROP FUNCTION event_sms_stages_removed(); DROP FUNCTION event_sms_stages_added();
  DROP TRIGGER event_payments_count_delete ON event_payments; DROP TRIGGER event_payments_count_insert ON event_payments;
  DROP FUNCTION event_payments_removed(); DROP FUNCTION event_payments_added();
  DROP TRIGGER event_invitees_totals_update ON event_invitees; DROP TRIGGER event_invitees_totals_delete ON event_invitees;
  DROP TRIGGER event_invitees_totals_insert ON event_invitees;
  DROP FUNCTION event_invitees_changed(); DROP FUNCTION event_invitees_removed(); DROP FUNCTION event_invitees_added();
  ALTER TABLE events DROP COLUMN total_collected, DROP COLUMN total_pledged, DROP COLUMN sms_stages_count,
    DROP COLUMN payments_count, DROP COLUMN invitees_count;
`);
