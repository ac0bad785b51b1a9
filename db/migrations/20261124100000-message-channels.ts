import { sqlMigration } from '../sql-migration';

/**
 * One message table for both channels: SMS and chat (WhatsApp templates) rows differ by `channel`, so batches,
 * refunds, cancellation and progress are written once. The provider's id of a chat message (a `wamid.…`) is
 * longer than a gateway id. Event campaign messages name their event and invitee, so event figures (SMS sent,
 * their cost) and an invitee's history are read from an index instead of through the batches.
 */
export = sqlMigration(`
  ALTER TABLE messages
    ADD COLUMN channel varchar(10) NOT NULL DEFAULT 'sms' CHECK (channel IN ('sms', 'chat')),
    ADD COLUMN event_id integer,
    ADD COLUMN invitee_id integer,
    ALTER COLUMN gateway_message_id TYPE varchar(128);
  CREATE INDEX messages_event ON messages (event_id, id) WHERE event_id IS NOT NULL;
  CREATE INDEX messages_invitee ON messages (invitee_id, id) WHERE invitee_id IS NOT NULL;
`, `
  DROP INDEX messages_invitee; DROP INDEX messages_event;
  ALTER TABLE messages DROP COLUMN invitee_id, DROP COLUMN event_id, DROP COLUMN channel,
    ALTER COLUMN gateway_message_id TYPE varchar(64);
`);
