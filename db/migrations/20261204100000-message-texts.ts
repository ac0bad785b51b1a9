import { sqlMigration } from '../sql-migration';

/**
 * The searchable text of every message (`GET /messages?search=`: number or body) in a table of its own, with the
 * trigram indexes that were on messages. A message row is written three or four times (inserted, claimed, answered,
 * reported) and PostgreSQL writes every index entry again for each new row version, trigram entries included: about
 * 40 % of the database's CPU per message sent. The text never changes, so here it is written once, at insert.
 * Statement triggers fill and empty it whatever inserts or deletes messages; a row trigger, which fires only when a
 * statement sets body or to_number (none does), keeps it right if one ever does.
 */
export = sqlMigration(`
  -- Keyed by tenant first: a search walks one tenant's texts newest first beside messages_tenant_id, never another's.
  CREATE TABLE message_texts (
    tenant_id integer NOT NULL,
    message_id bigint NOT NULL,
    to_number varchar(12) NOT NULL,
    body text NOT NULL,
    PRIMARY KEY (tenant_id, message_id)
  );
  INSERT INTO message_texts (tenant_id, message_id, to_number, body) SELECT tenant_id, id, to_number, body FROM messages;
  -- A large pending list keeps 100k-row inserts cheap (as it did on messages).
  CREATE INDEX message_texts_body_trgm ON message_texts USING gin (body gin_trgm_ops) WITH (gin_pending_list_limit = 65536);
  CREATE INDEX message_texts_to_number_trgm ON message_texts USING gin (to_number gin_trgm_ops) WITH (gin_pending_list_limit = 65536);

  CREATE FUNCTION message_texts_added() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO message_texts (tenant_id, message_id, to_number, body) SELECT tenant_id, id, to_number, body FROM added;
    RETURN NULL;
  END $$;
  CREATE TRIGGER message_texts_added AFTER INSERT ON messages REFERENCING NEW TABLE AS added
    FOR EACH STATEMENT EXECUTE FUNCTION message_texts_added();

  CREATE FUNCTION message_texts_removed() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    DELETE FROM message_texts t USING removed r WHERE t.tenant_id = r.tenant_id AND t.message_id = r.id;
    RETURN NULL;
  END $$;
  CREATE TRIGGER message_texts_removed AFTER DELETE ON messages REFERENCING OLD TABLE AS removed
    FOR EACH STATEMENT EXECUTE FUNCTION message_texts_removed();

  CREATE FUNCTION message_texts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE message_texts SET to_number = NEW.to_number, body = NEW.body WHERE tenant_id = NEW.tenant_id AND message_id = NEW.id;
    RETURN NULL;
  END $$;
  CREATE TRIGGER message_texts_changed AFTER UPDATE OF to_number, body ON messages FOR EACH ROW
    WHEN (OLD.to_number IS DISTINCT FROM NEW.to_number OR OLD.body IS DISTINCT FROM NEW.body)
    EXECUTE FUNCTION message_texts_changed();

  DROP INDEX messages_body_trgm;
  DROP INDEX messages_to_number_trgm;
`, `
  CREATE INDEX messages_body_trgm ON messages USING gin (body gin_trgm_ops) WITH (gin_pending_list_limit = 65536);
  CREATE INDEX messages_to_number_trgm ON messages USING gin (to_number gin_trgm_ops) WITH (gin_pending_list_limit = 65536);
  DROP TRIGGER message_texts_changed ON messages;
  DROP TRIGGER message_texts_removed ON messages;
  DROP TRIGGER message_texts_added ON messages;
  DROP FUNCTION message_texts_changed();
  DROP FUNCTION message_texts_removed();
  DROP FUNCTION message_texts_added();
  DROP TABLE message_texts;
`);
