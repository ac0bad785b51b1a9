import { sqlMigration } from '../sql-migration';

/**
 * Incoming SMS (docs/providers.md §1.8), stored once per gateway `id` (a retried POST changes nothing). Every
 * organization shares the gateway's short code, so a message belongs to the organization that sent its number the
 * latest SMS within 7 days, else to none (`tenant_id` NULL: kept, listed to platform admins). `keyword` is the
 * keyword it starts with; `handled_as` what was done (NULL until handled; `claimed_at` lets a retry take over a
 * handling that died); `reply_message_id` the SMS that answered it.
 * The partial index finds "the latest SMS sent to this number", as messages_chat_recipient does for chat.
 */
export = sqlMigration(`
  CREATE TABLE sms_inbound_messages (
    id bigserial PRIMARY KEY,
    tenant_id integer REFERENCES tenants(id) ON DELETE CASCADE,
    gateway_id varchar(128) NOT NULL CONSTRAINT sms_inbound_messages_gateway_id UNIQUE,
    from_number varchar(20) NOT NULL,
    to_code varchar(32) NOT NULL,
    text text NOT NULL,
    sent_at timestamptz, -- the gateway's date (EAT)
    link_id varchar(128),
    network_code varchar(16),
    received_at timestamptz NOT NULL DEFAULT now(),
    keyword varchar(16),
    handled_as varchar(40),
    claimed_at timestamptz,
    event_id integer,
    invitee_id integer,
    reply_message_id bigint
  );
  CREATE INDEX sms_inbound_messages_tenant ON sms_inbound_messages (tenant_id, id DESC) WHERE tenant_id IS NOT NULL;
  CREATE INDEX sms_inbound_messages_unmatched ON sms_inbound_messages (id DESC) WHERE tenant_id IS NULL;

  CREATE INDEX messages_sms_recipient ON messages (to_number, id DESC) WHERE channel = 'sms' AND gateway_message_id IS NOT NULL;
`, `
  DROP INDEX messages_sms_recipient;
  DROP TABLE sms_inbound_messages;
`);
