import { sqlMigration } from '../sql-migration';

/**
 * Webhook wake-ups no longer NOTIFY from the outbox insert (webhook overhead). PostgreSQL takes one
 * database-wide lock for NOTIFY at commit and holds it through the commit's WAL flush, so every transaction that emitted
 * an event (each send page, each delivery callback) committed one after another, without group commit: a bulk send with
 * one endpoint ran at a third of its rate. The worker polls the outbox's newest ids instead (lib/webhooks/wakeups.ts).
 */
export = sqlMigration(`
  DROP TRIGGER webhook_events_notify ON webhook_events;
  DROP FUNCTION notify_webhook_events();
`, `
  CREATE FUNCTION notify_webhook_events() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM pg_notify('webhook_events', d.endpoint_id || ':' || d.tenant_id)
    FROM (SELECT DISTINCT endpoint_id, tenant_id FROM inserted_events) d;
    RETURN NULL;
  END $$;
  CREATE TRIGGER webhook_events_notify AFTER INSERT ON webhook_events
    REFERENCING NEW TABLE AS inserted_events FOR EACH STATEMENT EXECUTE FUNCTION notify_webhook_events();
`);
