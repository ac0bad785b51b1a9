import { sqlMigration } from '../sql-migration';

/**
 * How a chat reply found its organization (all organizations share the platform's number): `quoted` when it quotes
 * one of that organization's chat messages (`context.id`), `recency` when that organization sent the number the most
 * recent chat message within 24 hours, NULL when neither (kept, listed nowhere). Replies stored before this were
 * matched by the quoted message or by the last sender, without a time limit: those are marked as they were found.
 */
export = sqlMigration(`
  ALTER TABLE chat_inbound_messages ADD COLUMN matched_by varchar(10) CHECK (matched_by IN ('quoted', 'recency'));
  UPDATE chat_inbound_messages i SET matched_by = CASE WHEN EXISTS (
      SELECT 1 FROM messages m WHERE m.gateway_message_id = i.context_wamid AND m.channel = 'chat' AND m.tenant_id = i.tenant_id
    ) THEN 'quoted' ELSE 'recency' END
  WHERE i.tenant_id IS NOT NULL;
`, `
  ALTER TABLE chat_inbound_messages DROP COLUMN matched_by;
`);
