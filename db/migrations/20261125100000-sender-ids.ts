import { sqlMigration } from '../sql-migration';

/**
 * Sender ids are requested by a tenant and approved or rejected by a platform admin; only an approved one is used.
 * A name is unique per tenant, case-insensitively, among pending and approved requests (a rejected name may be asked
 * for again). The tenants' free-text sender ids were never approved, so they are cleared: the platform default applies.
 */
export = sqlMigration(`
  CREATE TABLE sender_ids (
    id serial PRIMARY KEY,
    tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
    sender_id varchar(11) NOT NULL CHECK (sender_id ~ '^[A-Za-z0-9]{1,11}$'),
    status varchar(10) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
    rejection_reason text,
    requested_by integer REFERENCES users(id) ON DELETE SET NULL,
    reviewed_by integer REFERENCES platform_admins(id) ON DELETE SET NULL,
    reviewed_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  );
  CREATE UNIQUE INDEX sender_ids_tenant_name ON sender_ids (tenant_id, lower(sender_id)) WHERE status <> 'rejected';
  CREATE INDEX sender_ids_tenant ON sender_ids (tenant_id, id);
  CREATE INDEX sender_ids_status ON sender_ids (status, id);
  UPDATE tenants SET sender_id = NULL WHERE sender_id IS NOT NULL;
`, `
  DROP TABLE sender_ids;
`);
