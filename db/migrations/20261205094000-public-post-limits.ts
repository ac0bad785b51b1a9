import { sqlMigration } from '../sql-migration';

/**
 * The public pages' defences against replay and flooding (hardening issue, item 4), shared by every API process:
 * - `public_post_limits`: rate-limiter-flexible's PostgreSQL store (its own columns: `expire` in epoch ms) for the
 *   per-page-token and per-address limits on public form posts; created here so it exists before any process uses it.
 * - `used_form_tokens`: the SHA-256 of every form token spent on a public page; a token is accepted once. Rows live
 *   as long as a token can be valid (two CSRF secret windows) and are purged by later spends.
 */
export = sqlMigration(`
  CREATE TABLE public_post_limits (
    key varchar(255) PRIMARY KEY,
    points integer NOT NULL DEFAULT 0,
    expire bigint
  );
  CREATE TABLE used_form_tokens (
    digest bytea PRIMARY KEY,
    expires_at timestamptz NOT NULL
  );
  CREATE INDEX used_form_tokens_expires_at ON used_form_tokens (expires_at);
`, `
  DROP TABLE used_form_tokens;
  DROP TABLE public_post_limits;
`);
