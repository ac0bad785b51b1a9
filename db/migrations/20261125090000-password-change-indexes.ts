import { sqlMigration } from '../sql-migration';

/**
 * A password change revokes every session of the account and uses up its outstanding reset tokens: these indexes
 * find them without scanning either table (user tokens were indexed already).
 */
export = sqlMigration(`
  CREATE INDEX password_resets_user_unused ON password_resets (user_id) WHERE used_at IS NULL AND user_id IS NOT NULL;
  CREATE INDEX password_resets_admin_unused ON password_resets (platform_admin_id) WHERE used_at IS NULL AND platform_admin_id IS NOT NULL;
  CREATE INDEX access_tokens_platform_admin_id ON access_tokens (platform_admin_id) WHERE platform_admin_id IS NOT NULL;
`, `
  DROP INDEX access_tokens_platform_admin_id; DROP INDEX password_resets_admin_unused; DROP INDEX password_resets_user_unused;
`);
