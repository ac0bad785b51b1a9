import { sqlMigration } from '../sql-migration';

/**
 * The stuck-sends reconciler pages through immediate single messages still `queued`/`submitting`. They are a
 * handful at any moment, so a partial index on them stays tiny however many messages the table holds.
 */
export = sqlMigration(`
  CREATE INDEX messages_unsent_singles ON messages (id)
    WHERE status IN ('queued', 'submitting') AND batch_id IS NULL AND scheduled_at IS NULL;
`, `
  DROP INDEX messages_unsent_singles;
`);
