import { sqlMigration } from '../sql-migration';

/**
 * A bulk list accepted as a compact audience: the numbers and rendered texts are kept in arrays on
 * the batch row, beside `recipient_ids` (the item's contact, or NULL) and `recipient_credits`, and become message rows
 * page by page like any snapshot (recipient_source `list`). Writing 10,000 message rows at acceptance, with the
 * trigram indexes of messages, was most of the bulk request's time.
 */
export = sqlMigration(`
  ALTER TABLE send_batches ADD COLUMN list_numbers text[], ADD COLUMN list_bodies text[],
    DROP CONSTRAINT send_batches_recipient_source_check,
    ADD CONSTRAINT send_batches_recipient_source_check CHECK (recipient_source IN ('contacts', 'invitees', 'list'));
`, `
  ALTER TABLE send_batches DROP CONSTRAINT send_batches_recipient_source_check,
    ADD CONSTRAINT send_batches_recipient_source_check CHECK (recipient_source IN ('contacts', 'invitees')),
    DROP COLUMN list_numbers, DROP COLUMN list_bodies;
`);
