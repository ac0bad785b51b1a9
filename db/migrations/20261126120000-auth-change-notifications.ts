import { sqlMigration } from '../sql-migration';

/**
 * API processes cache who a bearer token belongs to (api/auth/auth-cache.ts). Every change that could alter an
 * answer of that cache notifies the channel `auth_changed` on commit, whichever code made it: a token revoked or
 * deleted (`token:<id>`), a user's name, email, role, permissions or organization changed or the user deleted
 * (`user:<id>`), an organization deactivated, renamed or deleted (`tenant:<id>`), a platform admin changed or
 * deleted (`admin:<id>`). Deletes cascade row by row, so deleting an organization also names its users.
 */
export = sqlMigration(`
  CREATE FUNCTION notify_auth_change() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'DELETE' THEN
      PERFORM pg_notify('auth_changed', TG_ARGV[0] || ':' || OLD.id::text);
    ELSE
      PERFORM pg_notify('auth_changed', TG_ARGV[0] || ':' || NEW.id::text);
    END IF;
    RETURN NULL;
  END
  $$;

  CREATE TRIGGER access_tokens_auth_change AFTER UPDATE ON access_tokens FOR EACH ROW
    WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR OLD.expires_at IS DISTINCT FROM NEW.expires_at)
    EXECUTE FUNCTION notify_auth_change('token');
  CREATE TRIGGER access_tokens_auth_delete AFTER DELETE ON access_tokens FOR EACH ROW EXECUTE FUNCTION notify_auth_change('token');

  CREATE TRIGGER users_auth_change AFTER UPDATE ON users FOR EACH ROW
    WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.email IS DISTINCT FROM NEW.email OR OLD.role IS DISTINCT FROM NEW.role
      OR OLD.permissions IS DISTINCT FROM NEW.permissions OR OLD.tenant_id IS DISTINCT FROM NEW.tenant_id)
    EXECUTE FUNCTION notify_auth_change('user');
  CREATE TRIGGER users_auth_delete AFTER DELETE ON users FOR EACH ROW EXECUTE FUNCTION notify_auth_change('user');

  CREATE TRIGGER tenants_auth_change AFTER UPDATE ON tenants FOR EACH ROW
    WHEN (OLD.is_active IS DISTINCT FROM NEW.is_active OR OLD.name IS DISTINCT FROM NEW.name OR OLD.slug IS DISTINCT FROM NEW.slug)
    EXECUTE FUNCTION notify_auth_change('tenant');
  CREATE TRIGGER tenants_auth_delete AFTER DELETE ON tenants FOR EACH ROW EXECUTE FUNCTION notify_auth_change('tenant');

  CREATE TRIGGER platform_admins_auth_change AFTER UPDATE ON platform_admins FOR EACH ROW
    WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.email IS DISTINCT FROM NEW.email)
    EXECUTE FUNCTION notify_auth_change('admin');
  CREATE TRIGGER platform_admins_auth_delete AFTER DELETE ON platform_admins FOR EACH ROW EXECUTE FUNCTION notify_auth_change('admin');
`, `
  DROP TRIGGER platform_admins_auth_delete ON platform_admins; DROP TRIGGER platform_admins_auth_change ON platform_admins;
  DROP TRIGGER tenants_auth_delete ON tenants; DROP TRIGGER tenants_auth_change ON tenants;
  DROP TRIGGER users_auth_delete ON users; DROP TRIGGER users_auth_change ON users;
  DROP TRIGGER access_tokens_auth_delete ON access_tokens; DROP TRIGGER access_tokens_auth_change ON access_tokens;
  DROP FUNCTION notify_auth_change();
`);
