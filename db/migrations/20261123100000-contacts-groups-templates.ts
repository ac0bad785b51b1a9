import { sqlMigration } from '../sql-migration';

/** Contacts (unique phone per tenant, substring search, birthday lookup), groups and their memberships, templates. */
export const { up, down } = sqlMigration(
  `
  CREATE TABLE contacts (
    id serial PRIMARY KEY,
    tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
    name varchar(255) NOT NULL,
    phone varchar(12) NOT NULL,
    email varchar(255),
    birth_date date,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT contacts_tenant_phone_unique UNIQUE (tenant_id, phone)
  );
  CREATE INDEX contacts_tenant_id ON contacts (tenant_id, id);
  -- ILIKE '%q%' on name or phone (the search of GET /contacts).
  CREATE INDEX contacts_name_trgm ON contacts USING gin (name gin_trgm_ops);
  CREATE INDEX contacts_phone_trgm ON contacts USING gin (phone gin_trgm_ops);
  -- Birthdays by (month, day) per tenant: the dashboard and the daily birthday wishes.
  CREATE INDEX contacts_birthday ON contacts (
    tenant_id, (EXTRACT(MONTH FROM birth_date)::int), (EXTRACT(DAY FROM birth_date)::int)
  ) WHERE birth_date IS NOT NULL;

  CREATE TABLE groups (
    id serial PRIMARY KEY,
    tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
    name varchar(255) NOT NULL,
    description text,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  );
  CREATE INDEX groups_tenant_id ON groups (tenant_id, id);

  CREATE TABLE contact_group (
    group_id integer NOT NULL REFERENCES groups(id) ON DELETE CASCADE,
    contact_id integer NOT NULL REFERENCES contacts(id) ON DELETE CASCADE,
    tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (group_id, contact_id)
  );
  CREATE INDEX contact_group_contact_id ON contact_group (contact_id);
  CREATE INDEX contact_group_tenant_id ON contact_group (tenant_id);

  CREATE TABLE templates (
    id serial PRIMARY KEY,
    tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
    name varchar(255) NOT NULL,
    body text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  );
  CREATE INDEX templates_tenant_id ON templates (tenant_id, id);
  `,
  `
  DROP TABLE templates; DROP TABLE contact_group; DROP TABLE groups; DROP TABLE contacts;
  `,
);
