import { sqlMigration } from '../sql-migration';

/**
 * How many contacts each organization has, kept exact by statement-level triggers on contacts (as
 * groups.contacts_count is on contact_group), in a table of its own so that contact writes never update the
 * tenants row. The unfiltered contact list reads its total here: it was counted up to 1,001 and then given as the
 * planner's estimate, which after an import could be far from what the dashboard counted. A contact never
 * changes organization (a trigger refuses it), so inserts and deletes are all that move a count.
 */
export = sqlMigration(`
  CREATE TABLE tenant_contact_counts (
    tenant_id integer PRIMARY KEY REFERENCES tenants(id) ON DELETE CASCADE,
    contacts integer NOT NULL DEFAULT 0 CHECK (contacts >= 0)
  );
  INSERT INTO tenant_contact_counts (tenant_id, contacts)
    SELECT tenant_id, count(*) FROM contacts GROUP BY tenant_id;

  CREATE FUNCTION tenant_contacts_added() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO tenant_contact_counts (tenant_id, contacts)
      SELECT tenant_id, count(*) FROM added_rows GROUP BY tenant_id ORDER BY tenant_id
      ON CONFLICT (tenant_id) DO UPDATE SET contacts = tenant_contact_counts.contacts + excluded.contacts;
    RETURN NULL;
  END $$;
  CREATE FUNCTION tenant_contacts_removed() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    -- Counts locked in tenant order, so two statements removing contacts of the same organizations queue.
    PERFORM 1 FROM tenant_contact_counts WHERE tenant_id IN (SELECT tenant_id FROM removed_rows) ORDER BY tenant_id FOR UPDATE;
    UPDATE tenant_contact_counts t SET contacts = t.contacts - removed.n
      FROM (SELECT tenant_id, count(*) AS n FROM removed_rows GROUP BY tenant_id) removed
      WHERE t.tenant_id = removed.tenant_id;
    RETURN NULL;
  END $$;
  CREATE FUNCTION contact_tenant_unchanged() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    RAISE EXCEPTION 'a contact cannot move to another organization';
  END $$;

  CREATE TRIGGER contacts_counted_insert AFTER INSERT ON contacts
    REFERENCING NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION tenant_contacts_added();
  CREATE TRIGGER contacts_counted_delete AFTER DELETE ON contacts
    REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION tenant_contacts_removed();
  CREATE TRIGGER contacts_tenant_unchanged BEFORE UPDATE OF tenant_id ON contacts
    FOR EACH ROW WHEN (OLD.tenant_id IS DISTINCT FROM NEW.tenant_id) EXECUTE FUNCTION contact_tenant_unchanged();
`, `
  DROP TRIGGER contacts_tenant_unchanged ON contacts;
  DROP TRIGGER contacts_counted_delete ON contacts;
  DROP TRIGGER contacts_counted_insert ON contacts;
  DROP FUNCTION contact_tenant_unchanged();
  DROP FUNCTION tenant_contacts_removed();
  DROP FUNCTION tenant_contacts_added();
  DROP TABLE tenant_contact_counts;
`);
