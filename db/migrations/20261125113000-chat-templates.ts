import { sqlMigration } from '../sql-migration';

/**
 * The platform's WhatsApp message templates, copied from the chat provider by the sync (admin.chatTemplates.sync
 * and an hourly Schedule). Platform-wide: every organization sends through the platform's business account.
 * A template is addressed by (name, language); one the provider no longer lists as APPROVED is kept for history
 * with `active` false, so it disappears from GET /chat/templates.
 */
export = sqlMigration(`
  CREATE TABLE chat_templates (
    id serial PRIMARY KEY,
    provider_template_id varchar(64),
    name varchar(512) NOT NULL,
    language varchar(16) NOT NULL,
    status varchar(20) NOT NULL, -- the provider's: APPROVED, PENDING, REJECTED, PAUSED, DISABLED
    category varchar(20) NOT NULL,
    body_text text NOT NULL,
    header_text text, -- a TEXT header only
    variables_count integer NOT NULL, -- distinct {{n}} of the text header, then of the body
    variable_labels text[] NOT NULL, -- one per variable, in that order: the provider's example value, else its position
    buttons jsonb NOT NULL DEFAULT '[]', -- [{type: url, index, text, url} | {type: quick_reply, index, text} | …]
    active boolean NOT NULL, -- APPROVED at the last sync
    synced_at timestamptz NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT chat_templates_name_language UNIQUE (name, language)
  );
  CREATE INDEX chat_templates_active ON chat_templates (name, language) WHERE active;
`, `
  DROP TABLE chat_templates;
`);
