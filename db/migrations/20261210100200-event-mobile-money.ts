import { sqlMigration } from '../sql-migration';

/**
 * An event's mobile-money till numbers (issue 34 §5): up to four {provider, number, name}, in the organiser's order,
 * shown beside the bank details. Read and written whole with the event, so a JSON array in the row.
 */
export = sqlMigration(`
  ALTER TABLE events
    ADD COLUMN mobile_money jsonb NOT NULL DEFAULT '[]'
      CHECK (jsonb_typeof(mobile_money) = 'array' AND jsonb_array_length(mobile_money) <= 4);
`, `
  ALTER TABLE events DROP COLUMN mobile_money;
`);
