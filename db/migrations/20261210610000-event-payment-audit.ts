import { sqlMigration } from '../sql-migration';

/**
 * The audit trail of an event's payments (issue 34 §6): one row per create, edit and delete, written in the
 * transaction of the change. No foreign key to the payment or the invitee, so a deleted payment (and the name of its
 * invitee) stays in the trail; the trail goes with its event.
 */
export = sqlMigration(`
  CREATE TABLE event_payment_audit (
    id bigserial PRIMARY KEY,
    tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
    event_id integer NOT NULL REFERENCES events(id) ON DELETE CASCADE,
    payment_id integer NOT NULL,
    invitee_id integer NOT NULL,
    invitee_name varchar(255) NOT NULL,
    -- Who: the user; null for a payment made online (and once that user is deleted).
    user_id integer REFERENCES users(id) ON DELETE SET NULL,
    action varchar(10) NOT NULL CHECK (action IN ('created', 'updated', 'deleted')),
    amount_before bigint,
    amount_after bigint,
    payment_method varchar(20) NOT NULL,
    reference varchar(255),
    created_at timestamptz NOT NULL DEFAULT now()
  );
  CREATE INDEX event_payment_audit_event ON event_payment_audit (tenant_id, event_id, id DESC);
`, `
  DROP TABLE event_payment_audit;
`);
