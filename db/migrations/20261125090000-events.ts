import { sqlMigration } from '../sql-migration';

/**
 * Events (weddings, harambees, fundraisers), their invitees, the payments recorded against pledges and the SMS
 * stages of their campaigns. Money is whole Tanzanian shillings in bigint. Every table carries tenant_id and is
 * read through (tenant_id, event_id, …) indexes; deleting an event cascades to everything below it.
 *
 * An invitee's public token (the `/e/<token>` page) is 32 bytes of two gen_random_uuid() (244 random bits, the
 * server's strong random source) in base64url, made by the column default so that every insert path gets one.
 * A payment names its invitee together with the event, so a payment can never point at another event's invitee.
 */
export = sqlMigration(`
  CREATE TABLE events (
    id serial PRIMARY KEY,
    tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
    name varchar(255) NOT NULL,
    type varchar(20) NOT NULL CHECK (type IN ('wedding', 'harambee', 'fundraiser', 'other')),
    description text CHECK (char_length(description) <= 2000),
    event_date date NOT NULL,
    venue varchar(255),
    target_amount bigint CHECK (target_amount >= 0),
    status varchar(20) NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'active', 'completed', 'cancelled')),
    public_message text,
    bank_name varchar(255),
    bank_account_number varchar(100),
    bank_account_name varchar(255),
    pledge_deadline date,
    auto_payment_sms boolean NOT NULL DEFAULT false,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  );
  CREATE INDEX events_tenant ON events (tenant_id, id DESC);
  CREATE INDEX events_tenant_status ON events (tenant_id, status, id DESC);
  CREATE INDEX events_name_trgm ON events USING gin (name gin_trgm_ops);

  CREATE TABLE event_invitees (
    id serial PRIMARY KEY,
    tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
    event_id integer NOT NULL REFERENCES events(id) ON DELETE CASCADE,
    contact_id integer REFERENCES contacts(id) ON DELETE SET NULL,
    name varchar(255) NOT NULL,
    phone varchar(12) NOT NULL,
    email varchar(255),
    pledge_amount bigint NOT NULL DEFAULT 0 CHECK (pledge_amount >= 0),
    paid_amount bigint NOT NULL DEFAULT 0 CHECK (paid_amount >= 0), -- the sum of its payments (db/events/payments.ts)
    status varchar(20) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'invited', 'confirmed', 'declined')),
    public_token varchar(64) NOT NULL UNIQUE
      DEFAULT rtrim(translate(encode(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()), 'base64'), '+/', '-_'), '='),
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT event_invitees_event_phone_unique UNIQUE (event_id, phone),
    CONSTRAINT event_invitees_event_id_unique UNIQUE (event_id, id)
  );
  CREATE INDEX event_invitees_tenant_event ON event_invitees (tenant_id, event_id, id DESC);
  CREATE INDEX event_invitees_contact ON event_invitees (contact_id) WHERE contact_id IS NOT NULL;

  CREATE TABLE event_payments (
    id serial PRIMARY KEY,
    tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
    event_id integer NOT NULL,
    event_invitee_id integer NOT NULL,
    amount bigint NOT NULL CHECK (amount > 0),
    payment_date date NOT NULL,
    payment_method varchar(20) NOT NULL DEFAULT 'cash' CHECK (payment_method IN ('cash', 'mobile_money', 'bank', 'other')),
    reference varchar(255),
    notes text,
    recorded_by integer REFERENCES users(id) ON DELETE SET NULL,
    -- The payment provider's confirmation code of a pledge paid online: unique, so it is recorded once.
    provider_confirmation_code varchar(100),
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    FOREIGN KEY (event_id, event_invitee_id) REFERENCES event_invitees (event_id, id) ON DELETE CASCADE
  );
  CREATE INDEX event_payments_tenant_event ON event_payments (tenant_id, event_id, id DESC);
  CREATE INDEX event_payments_invitee ON event_payments (event_invitee_id);
  CREATE UNIQUE INDEX event_payments_provider_code ON event_payments (provider_confirmation_code)
    WHERE provider_confirmation_code IS NOT NULL;

  -- chat_template_id, chat_variables and sms_fallback are for chat stages (the chat issue); current_batch_id,
  -- sent_count, last_run_at and next_run_at are written by the send pipeline (the batch of the latest run).
  CREATE TABLE event_sms_stages (
    id serial PRIMARY KEY,
    tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
    event_id integer NOT NULL REFERENCES events(id) ON DELETE CASCADE,
    stage_type varchar(30) NOT NULL CHECK (stage_type IN
      ('invitation', 'reminder', 'pledge_reminder', 'non_pledge_reminder', 'thank_you', 'rsvp', 'custom')),
    name varchar(255) NOT NULL,
    body text NOT NULL CHECK (char_length(body) <= 4000),
    channel varchar(10) NOT NULL DEFAULT 'sms' CHECK (channel IN ('sms', 'chat')),
    chat_template_id integer,
    chat_variables jsonb,
    sms_fallback boolean NOT NULL DEFAULT false,
    send_at timestamptz,
    frequency varchar(10) NOT NULL DEFAULT 'once' CHECK (frequency IN ('once', 'daily', 'weekly', 'monthly')),
    end_at date,
    status varchar(20) NOT NULL DEFAULT 'draft' CHECK (status IN
      ('draft', 'scheduled', 'sending', 'sent', 'active', 'completed', 'cancelled')),
    sent_count integer NOT NULL DEFAULT 0,
    current_batch_id integer,
    last_run_at timestamptz,
    next_run_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT event_sms_stages_recurring_end CHECK (frequency = 'once' OR end_at IS NOT NULL)
  );
  CREATE INDEX event_sms_stages_tenant_event ON event_sms_stages (tenant_id, event_id, id);
`, `
  DROP TABLE event_sms_stages; DROP TABLE event_payments; DROP TABLE event_invitees; DROP TABLE events;
`);
