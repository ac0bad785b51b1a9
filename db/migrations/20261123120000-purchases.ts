import { sqlMigration } from '../sql-migration';

/**
 * SMS price tiers (seeded with the default tiers of docs/decisions.md §4) and credit purchases: manual top-ups approved by a
 * platform admin and online checkouts settled by the payment provider. Money is whole Tanzanian shillings.
 */
export const { up, down } = sqlMigration(
  `
  CREATE TABLE sms_packages (
    id serial PRIMARY KEY,
    name varchar(100) NOT NULL,
    min_quantity integer NOT NULL CHECK (min_quantity >= 1),
    max_quantity integer NOT NULL CHECK (max_quantity >= min_quantity),
    price_per_sms integer NOT NULL CHECK (price_per_sms > 0),
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    -- Tiers never overlap, so at most one tier holds a quantity, also under concurrent admin edits
    -- (range types have a native GiST operator class: no btree_gist needed).
    CONSTRAINT sms_packages_no_overlap EXCLUDE USING gist (int4range(min_quantity, max_quantity, '[]') WITH &&)
  );
  INSERT INTO sms_packages (name, min_quantity, max_quantity, price_per_sms) VALUES
    ('Starter', 100, 4999, 30),
    ('Business', 5000, 49999, 25),
    ('Enterprise', 50000, 1000000, 20);

  CREATE TABLE purchases (
    id serial PRIMARY KEY,
    tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
    user_id integer REFERENCES users(id) ON DELETE SET NULL,
    channel varchar(10) NOT NULL CHECK (channel IN ('sms', 'chat')),
    kind varchar(10) NOT NULL CHECK (kind IN ('manual', 'online')),
    sms_quantity integer NOT NULL CHECK (sms_quantity > 0),
    unit_price integer NOT NULL CHECK (unit_price > 0),
    total_amount bigint NOT NULL CHECK (total_amount > 0),
    currency char(3) NOT NULL DEFAULT 'TZS',
    status varchar(20) NOT NULL DEFAULT 'pending'
      CHECK (status IN ('pending', 'approved', 'rejected', 'failed', 'cancelled')),
    transaction_reference varchar(100),
    payer_phone varchar(20),
    merchant_reference varchar(50) UNIQUE,
    order_tracking_id varchar(100) UNIQUE,
    redirect_url text,
    payment_status_description varchar(100),
    confirmation_code varchar(100),
    payment_method varchar(100),
    payment_account varchar(100),
    failure_reason varchar(255),
    rejection_reason varchar(500),
    reviewed_by integer REFERENCES platform_admins(id) ON DELETE SET NULL,
    credited_at timestamptz,
    reversed_at timestamptz,
    reversed_credits integer,
    approved_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  );
  CREATE INDEX purchases_tenant_history ON purchases (tenant_id, id DESC);
  CREATE INDEX purchases_status_id ON purchases (status, id DESC);
  -- One pending manual request per tenant and channel, also when two requests race.
  CREATE UNIQUE INDEX purchases_one_pending_manual ON purchases (tenant_id, channel) WHERE status = 'pending' AND kind = 'manual';
  `,
  `
  DROP TABLE purchases; DROP TABLE sms_packages;
  `,
);
