import { sqlMigration } from '../sql-migration';

/**
 * API keys: long-lived bearer credentials an organization's admin creates for its own systems. Only a keyed hash of
 * the key is kept (HMAC-SHA256, infra/auth/api-keys.ts) with its first characters (`prefix`) so the admin can tell
 * keys apart. A key dies with the user who created it. Revoking, re-dating or deleting a key notifies `auth_changed`
 * (`api_key:<id>`) on commit like a token, so every API process forgets it within a second.
 */
export = sqlMigration(`
  CREATE TABLE api_keys (
    id serial PRIMARY KEY,
    tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
    created_by integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    name varchar(255) NOT NULL,
    prefix varchar(16) NOT NULL,
    key_hash char(64) NOT NULL CONSTRAINT api_keys_key_hash UNIQUE,
    permissions text[] NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    last_used_at timestamptz,
    expires_at timestamptz,
    revoked_at timestamptz
  );
  CREATE INDEX api_keys_tenant ON api_keys (tenant_id, id) WHERE revoked_at IS NULL;
  CREATE INDEX api_keys_created_by ON api_keys (created_by);

  CREATE TRIGGER api_keys_auth_change AFTER UPDATE ON api_keys FOR EACH ROW
    WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR OLD.expires_at IS DISTINCT FROM NEW.expires_at
      OR OLD.permissions IS DISTINCT FROM NEW.permissions)
    EXECUTE FUNCTION notify_auth_change('api_key');
  CREATE TRIGGER api_keys_auth_delete AFTER DELETE ON api_keys FOR EACH ROW EXECUTE FUNCTION notify_auth_change('api_key');
`, `
  DROP TABLE api_keys;
`);
