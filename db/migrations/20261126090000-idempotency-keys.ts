import { sqlMigration } from '../sql-migration';

/**
 * `Idempotency-Key` on the send and purchase POSTs (IETF draft "The Idempotency-Key HTTP Header Field").
 * One row per (tenant, key): claimed `in_flight` before the route runs, `done` with the answer to replay once it
 * ran. `fingerprint` is the SHA-256 of user, method, path and canonical JSON body: the same key with another
 * request is refused. Rows older than 24 h are treated as absent and purged by later claims (oldest first).
 */
export = sqlMigration(`
  CREATE TABLE idempotency_keys (
    id bigserial PRIMARY KEY,
    tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
    key varchar(255) NOT NULL,
    fingerprint char(64) NOT NULL,
    status varchar(10) NOT NULL CHECK (status IN ('in_flight', 'done')),
    response_status smallint,
    response_headers jsonb,
    response_body jsonb,
    created_at timestamptz NOT NULL DEFAULT now(),
    completed_at timestamptz,
    CONSTRAINT idempotency_keys_tenant_key UNIQUE (tenant_id, key),
    CONSTRAINT idempotency_keys_answer CHECK ((status = 'done') = (response_status IS NOT NULL))
  );
  CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at);
`, `
  DROP TABLE idempotency_keys;
`);
