import { sqlMigration } from '../sql-migration';

/**
 * The outbox rows no longer check foreign keys on insert (issue 13, webhook overhead). Each event row's checks took a
 * KEY SHARE lock on its endpoint's and its tenant's rows, the same two rows for every status page and delivery
 * callback of a tenant: dozens of concurrent emitting transactions turned those into ever-growing multixacts. Events
 * are only ever inserted by INSERT … SELECT from an existing endpoint (db/webhooks/emit.ts), and deleting an endpoint
 * (or, through its cascade, a tenant) still deletes its events and their attempts, now by a statement trigger. An
 * event a transaction emitted while the endpoint was being deleted is removed by the endpoint's workflow when it
 * finds the endpoint gone (lib/webhooks/delivery.ts).
 */
export = sqlMigration(`
  ALTER TABLE webhook_events DROP CONSTRAINT webhook_events_tenant_id_fkey, DROP CONSTRAINT webhook_events_endpoint_id_fkey;

  CREATE FUNCTION delete_webhook_endpoint_events() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    DELETE FROM webhook_events w USING deleted_endpoints d WHERE w.endpoint_id = d.id;
    RETURN NULL;
  END $$;
  CREATE TRIGGER webhook_endpoints_delete_events AFTER DELETE ON webhook_endpoints
    REFERENCING OLD TABLE AS deleted_endpoints FOR EACH STATEMENT EXECUTE FUNCTION delete_webhook_endpoint_events();
`, `
  DROP TRIGGER webhook_endpoints_delete_events ON webhook_endpoints;
  DROP FUNCTION delete_webhook_endpoint_events();
  DELETE FROM webhook_events w WHERE NOT EXISTS (SELECT 1 FROM webhook_endpoints e WHERE e.id = w.endpoint_id);
  ALTER TABLE webhook_events
    ADD CONSTRAINT webhook_events_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES tenants(id) ON DELETE CASCADE,
    ADD CONSTRAINT webhook_events_endpoint_id_fkey FOREIGN KEY (endpoint_id) REFERENCES webhook_endpoints(id) ON DELETE CASCADE;
`);
