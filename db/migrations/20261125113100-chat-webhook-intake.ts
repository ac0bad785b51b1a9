import { sqlMigration } from '../sql-migration';

/**
 * What the chat provider's webhook brings (docs/providers.md §3.4), at least once and in any order:
 * - `chat_status_events`: every status of a chat message once per (wamid, status), kept apart from `messages` so a
 *   status that arrives before its message carries the wamid is not lost; the send pipeline applies them.
 * - `chat_inbound_messages`: replies (text, button taps, interactive replies), stored once per wamid, with the
 *   organization they answer (by the replied-to message, else the last organization that wrote to the number; none
 *   when nobody did: kept, never listed) and the contact of that organization with that number.
 * The partial index finds "the last chat message sent to this number" for the second rule.
 */
export = sqlMigration(`
  CREATE TABLE chat_status_events (
    id bigserial PRIMARY KEY,
    wamid varchar(128) NOT NULL,
    status varchar(16) NOT NULL CHECK (status IN ('sent', 'delivered', 'read', 'failed')),
    occurred_at timestamptz, -- the provider's timestamp
    recipient varchar(20),
    error_code integer,
    error_title varchar(255),
    error_details text,
    biz_opaque varchar(512), -- our chat message id, echoed by the provider
    pricing jsonb,
    received_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT chat_status_events_wamid_status UNIQUE (wamid, status)
  );

  CREATE TABLE chat_inbound_messages (
    id bigserial PRIMARY KEY,
    tenant_id integer REFERENCES tenants(id) ON DELETE CASCADE,
    wamid varchar(128) NOT NULL CONSTRAINT chat_inbound_messages_wamid UNIQUE,
    from_number varchar(20) NOT NULL,
    profile_name varchar(255),
    type varchar(32) NOT NULL, -- text, button, interactive, or any other type (stored without text)
    text text, -- the text, or the label of the tapped button or reply
    button_payload text, -- a button's payload, an interactive reply's id
    context_wamid varchar(128), -- the message this one replies to
    sent_at timestamptz, -- the provider's timestamp
    received_at timestamptz NOT NULL DEFAULT now(),
    contact_id integer, -- historical link, like messages.contact_id
    invitee_id integer
  );
  CREATE INDEX chat_inbound_messages_tenant ON chat_inbound_messages (tenant_id, id DESC) WHERE tenant_id IS NOT NULL;

  CREATE INDEX messages_chat_recipient ON messages (to_number, id DESC) WHERE channel = 'chat' AND gateway_message_id IS NOT NULL;
`, `
  DROP INDEX messages_chat_recipient;
  DROP TABLE chat_inbound_messages;
  DROP TABLE chat_status_events;
`);
