import { sqlMigration } from '../sql-migration';

/**
 * SMS fallback of chat stages. A chat stage run with `sms_fallback` gets, once its window has
 * passed, ONE decision row here (the chat batch is the key, so retries and restarts never make a second one): the
 * SMS batch sent to its invitees whose chat message failed as undeliverable (131026) or saw no delivery, or why no
 * SMS went out (`skip_reason`: SMS balance short, organization inactive, nobody to reach). Each chat message that
 * fell back names that SMS batch (`messages.fallback_batch_id`), which the stage's reached-by-chat / reached-by-SMS
 * figures read.
 */
export = sqlMigration(`
  CREATE TABLE chat_sms_fallbacks (
    chat_batch_id integer PRIMARY KEY REFERENCES send_batches (id) ON DELETE CASCADE,
    tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    sms_batch_id integer UNIQUE REFERENCES send_batches (id) ON DELETE SET NULL,
    skip_reason varchar(255),
    created_at timestamptz NOT NULL DEFAULT now()
  );
  ALTER TABLE messages ADD COLUMN fallback_batch_id integer;
  CREATE INDEX messages_fallback_batch_id ON messages (fallback_batch_id) WHERE fallback_batch_id IS NOT NULL;
`, `
  DROP INDEX messages_fallback_batch_id;
  ALTER TABLE messages DROP COLUMN fallback_batch_id;
  DROP TABLE chat_sms_fallbacks;
`);
