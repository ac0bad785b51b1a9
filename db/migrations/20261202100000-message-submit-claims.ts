import { sqlMigration } from '../sql-migration';

/**
 * How many times a message was claimed for a provider call. A claim is taken only from the count its submitter read
 * (compare-and-set), and a claim is let go only by the submitter holding it. So a chat message can be let go
 * (`queued`, cancellable) while its submitter pauses on throttling, and is sent after the pause only if nobody
 * claimed, cancelled or deleted it meanwhile; and a page read before another attempt's claim is not sent twice.
 * A default on a new column is stored in the catalog (PostgreSQL 11+): no rewrite of the table.
 */
export = sqlMigration(`
  ALTER TABLE messages ADD COLUMN submit_claims integer NOT NULL DEFAULT 0;
`, `
  ALTER TABLE messages DROP COLUMN submit_claims;
`);
