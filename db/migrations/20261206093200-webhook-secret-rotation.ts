import { sqlMigration } from '../sql-migration';

/**
 * Rotating an endpoint's signing secret (`POST /webhook-endpoints/{id}/rotate-secret`): the secret it replaced keeps
 * signing beside the new one until `previous_secret_expires_at` (24 hours), so the tenant's app can switch over
 * without rejecting a delivery. Sealed like the current one (infra/secret-box.ts).
 */
export = sqlMigration(`
  ALTER TABLE webhook_endpoints ADD COLUMN previous_secret_ciphertext text, ADD COLUMN previous_secret_expires_at timestamptz;
`, `
  ALTER TABLE webhook_endpoints DROP COLUMN previous_secret_ciphertext, DROP COLUMN previous_secret_expires_at;
`);
