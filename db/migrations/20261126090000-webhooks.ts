import { sqlMigration } from '../sql-migration';

/**
 * Signed webhooks to a tenant's own app:
 * - `webhook_endpoints`: where a tenant wants events, which ones, the signing secret (encrypted, lib/infra/secret-box.ts)
 *   and the endpoint's health: `failing_since` (no success since), `consecutive_failures` and `paused_until` (the
 *   endpoint-wide backoff while it is down), `disabled_*` once it failed for the retry horizon.
 * - `webhook_events`: the outbox. Emitting an event is one INSERT (one row per subscribed endpoint) in the transaction
 *   of the change it reports; the endpoint's delivery workflow drains it. `webhook_id` is the Standard Webhooks
 *   message id, the same on every retry (receivers deduplicate on it).
 * - `webhook_attempts`: every HTTP attempt with its status code (or error) and duration; scoped through its endpoint.
 * A statement-level trigger NOTIFYs `webhook_events` with `<endpoint id>:<tenant id>` of the rows a statement
 * inserted; PostgreSQL sends it at commit only and folds repeats within a transaction, so a rolled-back change wakes
 * nobody and a page of 500 status changes wakes its endpoint once.
 */
export = sqlMigration(`
  CREATE TABLE webhook_endpoints (
    id serial PRIMARY KEY,
    tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
    url varchar(2000) NOT NULL,
    description varchar(255),
    events text[] NOT NULL,
    secret_ciphertext text NOT NULL,
    status varchar(16) NOT NULL DEFAULT 'enabled' CHECK (status IN ('enabled', 'disabled')),
    failing_since timestamptz,
    consecutive_failures integer NOT NULL DEFAULT 0,
    paused_until timestamptz,
    disabled_at timestamptz,
    disabled_reason varchar(255),
    disabled_mailed_at timestamptz,
    created_by integer REFERENCES users(id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  );
  CREATE INDEX webhook_endpoints_tenant ON webhook_endpoints (tenant_id, id);

  CREATE TABLE webhook_events (
    id bigserial PRIMARY KEY,
    tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
    endpoint_id integer NOT NULL REFERENCES webhook_endpoints(id) ON DELETE CASCADE,
    webhook_id varchar(40) NOT NULL DEFAULT 'msg_' || replace(gen_random_uuid()::text, '-', '') CONSTRAINT webhook_events_webhook_id UNIQUE,
    event_type varchar(40) NOT NULL,
    payload jsonb NOT NULL,
    occurred_at timestamptz NOT NULL DEFAULT now(),
    status varchar(16) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
    attempts integer NOT NULL DEFAULT 0,
    next_attempt_at timestamptz NOT NULL DEFAULT now(),
    last_attempt_at timestamptz,
    last_response_status smallint,
    delivered_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
  );
  -- The delivery loop's page: an endpoint's pending events that are due, oldest first.
  CREATE INDEX webhook_events_due ON webhook_events (endpoint_id, next_attempt_at, id) WHERE status = 'pending';
  -- The deliveries listing (newest first) and the retention purge.
  CREATE INDEX webhook_events_endpoint ON webhook_events (endpoint_id, id DESC);

  CREATE TABLE webhook_attempts (
    id bigserial PRIMARY KEY,
    event_id bigint NOT NULL REFERENCES webhook_events(id) ON DELETE CASCADE,
    attempted_at timestamptz NOT NULL,
    response_status smallint,
    error varchar(255),
    duration_ms integer NOT NULL
  );
  CREATE INDEX webhook_attempts_event ON webhook_attempts (event_id, id);

  CREATE FUNCTION notify_webhook_events() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM pg_notify('webhook_events', d.endpoint_id || ':' || d.tenant_id)
    FROM (SELECT DISTINCT endpoint_id, tenant_id FROM inserted_events) d;
    RETURN NULL;
  END $$;
  CREATE TRIGGER webhook_events_notify AFTER INSERT ON webhook_events
    REFERENCING NEW TABLE AS inserted_events FOR EACH STATEMENT EXECUTE FUNCTION notify_webhook_events();
`, `
  DROP TRIGGER webhook_events_notify ON webhook_events;
  DROP FUNCTION notify_webhook_events();
  DROP TABLE webhook_attempts;
  DROP TABLE webhook_events;
  DROP TABLE webhook_endpoints;
`);
