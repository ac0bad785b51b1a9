import { sqlMigration } from '../sql-migration';

/**
 * The platform's failed messages by when they failed (`admin.failuresByCode`). Partial, so only failures are in it:
 * small, and the sends and reports that never fail do not write it. A message refused at submit has no `sent_at`,
 * so the figure goes by `updated_at`, the moment it became a failure.
 */
export = sqlMigration(`
  CREATE INDEX messages_failures ON messages (updated_at)
    WHERE status IN ('failed', 'UNDELIVERABLE', 'EXPIRED', 'REJECTED');
`, `
  DROP INDEX messages_failures;
`);
