import { sqlMigration } from '../sql-migration';

/** Tenants, users, platform admins, access tokens, password resets, credit wallets and their ledger. */
export const { up, down } = sqlMigration(
  `
  CREATE EXTENSION IF NOT EXISTS citext;
  CREATE EXTENSION IF NOT EXISTS pg_trgm;

  CREATE TABLE tenants (
    id serial PRIMARY KEY,
    name varchar(255) NOT NULL,
    slug varchar(255) NOT NULL UNIQUE,
    phone varchar(20),
    is_active boolean NOT NULL DEFAULT true,
    sender_id varchar(11),
    birthday_wishes_enabled boolean NOT NULL DEFAULT false,
    birthday_template text,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  );
  CREATE INDEX tenants_name_trgm ON tenants USING gin (name gin_trgm_ops);

  CREATE TABLE users (
    id serial PRIMARY KEY,
    tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
    name varchar(255) NOT NULL,
    email citext NOT NULL UNIQUE,
    phone varchar(20),
    password_hash varchar(255) NOT NULL,
    role varchar(20) NOT NULL CHECK (role IN ('admin', 'member')),
    permissions text[] NOT NULL DEFAULT '{}',
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  );
  CREATE INDEX users_tenant_id ON users (tenant_id, id);

  CREATE TABLE platform_admins (
    id serial PRIMARY KEY,
    name varchar(255) NOT NULL,
    email citext NOT NULL UNIQUE,
    password_hash varchar(255) NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  );

  -- One row per issued bearer token; revocation sets revoked_at, which every API process sees.
  CREATE TABLE access_tokens (
    id uuid PRIMARY KEY,
    user_id integer REFERENCES users(id) ON DELETE CASCADE,
    platform_admin_id integer REFERENCES platform_admins(id) ON DELETE CASCADE,
    expires_at timestamptz NOT NULL,
    revoked_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    CHECK ((user_id IS NULL) <> (platform_admin_id IS NULL))
  );
  CREATE INDEX access_tokens_user_id ON access_tokens (user_id) WHERE user_id IS NOT NULL;

  -- Reset tokens are stored as SHA-256 hashes, single use, 60 minutes.
  CREATE TABLE password_resets (
    id serial PRIMARY KEY,
    user_id integer REFERENCES users(id) ON DELETE CASCADE,
    platform_admin_id integer REFERENCES platform_admins(id) ON DELETE CASCADE,
    request_id uuid NOT NULL UNIQUE, -- the forgot-password request (workflow) that issued it
    token_hash char(64) NOT NULL UNIQUE,
    expires_at timestamptz NOT NULL,
    used_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    CHECK ((user_id IS NULL) <> (platform_admin_id IS NULL))
  );

  CREATE TABLE credit_wallets (
    tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
    channel varchar(10) NOT NULL CHECK (channel IN ('sms', 'chat')),
    balance integer NOT NULL DEFAULT 0 CHECK (balance >= 0),
    updated_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (tenant_id, channel)
  );

  -- Every balance change; (tenant, channel, reference) is unique so a retried operation is a no-op.
  CREATE TABLE ledger_entries (
    id bigserial PRIMARY KEY,
    tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
    channel varchar(10) NOT NULL CHECK (channel IN ('sms', 'chat')),
    amount integer NOT NULL CHECK (amount <> 0),
    balance_after integer NOT NULL CHECK (balance_after >= 0),
    reason varchar(255) NOT NULL,
    reference varchar(255) NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (tenant_id, channel, reference)
  );
  CREATE INDEX ledger_entries_tenant_created ON ledger_entries (tenant_id, created_at DESC);
  `,
  `
  DROP TABLE ledger_entries; DROP TABLE credit_wallets; DROP TABLE password_resets; DROP TABLE access_tokens;
  DROP TABLE platform_admins; DROP TABLE users; DROP TABLE tenants;
  `,
);
