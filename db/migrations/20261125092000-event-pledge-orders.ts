import { sqlMigration } from '../sql-migration';

/**
 * Pledges paid online from the invitee's public page, through the payment provider that sells credits. An order is
 * written before the provider hears of it (its merchant reference `EVP-000123` is the provider's idempotency key);
 * once the provider reports it completed, it becomes exactly one event payment (event_payment_id), whatever mix of
 * IPNs, polls and return-page visits reports it.
 */
export = sqlMigration(`
  CREATE TABLE event_pledge_orders (
    id serial PRIMARY KEY,
    tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
    event_id integer NOT NULL,
    event_invitee_id integer NOT NULL,
    amount bigint NOT NULL CHECK (amount > 0),
    currency char(3) NOT NULL DEFAULT 'TZS',
    status varchar(20) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'failed', 'reversed')),
    language varchar(2) NOT NULL DEFAULT 'sw' CHECK (language IN ('sw', 'en')), -- of the page the payer returns to
    merchant_reference varchar(50) UNIQUE,
    order_tracking_id varchar(100) UNIQUE,
    redirect_url text,
    payment_method varchar(100),
    confirmation_code varchar(100),
    failure_reason varchar(255),
    event_payment_id integer REFERENCES event_payments(id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    FOREIGN KEY (event_id, event_invitee_id) REFERENCES event_invitees (event_id, id) ON DELETE CASCADE
  );
  CREATE INDEX event_pledge_orders_tenant_invitee ON event_pledge_orders (tenant_id, event_invitee_id, id DESC);
  CREATE INDEX event_pledge_orders_invitee ON event_pledge_orders (event_invitee_id);
`, `
  DROP TABLE event_pledge_orders;
`);
