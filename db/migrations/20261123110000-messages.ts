import { sqlMigration } from '../sql-migration';

/**
 * SMS messages, the bulk/group send batches that own them, the birthday-wish register, the send rate limit
 * and `sms_segments(text)`, the SQL twin of lib/sms-segments.ts (group sends price 100k rendered texts in SQL).
 *
 * No foreign keys on messages.contact_id/group_id/user_id/batch_id on purpose: they are historical links (the
 * detail view LEFT JOINs them), and a row-by-row RI check would dominate the 100k-row INSERT … SELECT of a group
 * send that must answer within 500 ms.
 */
export const { up, down } = sqlMigration(
  String.raw`
  -- Printable ASCII without backtick and extension characters is by far the common text: a cheap first test.
  CREATE FUNCTION sms_segments(t text) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT CASE
      WHEN t ~ '^[\n\r -Z_a-z]*$' THEN (char_length(t) + 159) / 160
      WHEN t ~ '^[@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&''()*+,./0-9:;<=>?¡A-ZÄÖÑÜ§¿a-zäöñüà\^{}\\\[~\]|€-]*$'
        THEN (2 * char_length(t) - char_length(translate(t, '^{}\[~]|€', '')) + 159) / 160
      ELSE (2 * char_length(t) - char_length(regexp_replace(t, '[\U00010000-\U0010FFFF]', '', 'g')) + 69) / 70
    END
  $$;

  -- A bulk, group or birthday send. Bulk batches insert their messages in the request; group and birthday batches
  -- keep the recipients taken at request time (contact ids and the credits charged for each) and turn them into
  -- message rows page by page while sending, so a 100k-contact group send answers at once.
  CREATE TABLE send_batches (
    id serial PRIMARY KEY,
    tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
    user_id integer,
    group_id integer,
    kind varchar(20) NOT NULL CHECK (kind IN ('bulk', 'group', 'birthday')),
    status varchar(20) NOT NULL CHECK (status IN ('scheduled', 'queued', 'sending', 'completed')),
    from_sender varchar(11) NOT NULL,
    body text, -- group/birthday: the text to render per contact
    contact_ids integer[], -- group/birthday: the recipients, in send order
    contact_segments integer[], -- credits charged per recipient, parallel to contact_ids
    materialized integer NOT NULL DEFAULT 0, -- recipients already turned into message rows
    total integer NOT NULL DEFAULT 0,
    credits integer NOT NULL DEFAULT 0,
    submitted integer NOT NULL DEFAULT 0,
    failed integer NOT NULL DEFAULT 0,
    cursor bigint NOT NULL DEFAULT 0, -- last message id the send loop has passed
    scheduled_at timestamptz,
    completed_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  );
  CREATE INDEX send_batches_tenant_id ON send_batches (tenant_id, id DESC);

  CREATE TABLE messages (
    id bigserial PRIMARY KEY,
    tenant_id integer NOT NULL,
    user_id integer,
    contact_id integer,
    group_id integer,
    batch_id integer,
    to_number varchar(12) NOT NULL,
    from_sender varchar(11) NOT NULL,
    body text NOT NULL,
    segments integer NOT NULL,
    status varchar(32) NOT NULL,
    delivery_status varchar(64),
    delivery_error varchar(255),
    delivered_at timestamptz,
    gateway_message_id varchar(64),
    gateway_response jsonb,
    submit_attempted_at timestamptz, -- set when marked 'submitting': the /logs lookup after a timeout starts here
    sent_at timestamptz,
    scheduled_at timestamptz,
    refunded_at timestamptz, -- set in the refund's transaction: a message is refunded at most once
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  );
  CREATE INDEX messages_tenant_id ON messages (tenant_id, id DESC);
  CREATE INDEX messages_tenant_status ON messages (tenant_id, status, id DESC);
  CREATE INDEX messages_tenant_sent_at ON messages (tenant_id, sent_at, id) WHERE sent_at IS NOT NULL; -- date filters, newest first
  CREATE INDEX messages_gateway_id ON messages (gateway_message_id) WHERE gateway_message_id IS NOT NULL;
  CREATE INDEX messages_batch ON messages (batch_id, id) WHERE batch_id IS NOT NULL;
  CREATE INDEX messages_sent_at_brin ON messages USING brin (sent_at);
  -- search (ILIKE '%q%' on to_number or body); a large pending list keeps 100k-row inserts cheap.
  CREATE INDEX messages_body_trgm ON messages USING gin (body gin_trgm_ops) WITH (gin_pending_list_limit = 65536);
  CREATE INDEX messages_to_number_trgm ON messages USING gin (to_number gin_trgm_ops) WITH (gin_pending_list_limit = 65536);

  -- One birthday wish per contact and year, whatever reruns happen.
  CREATE TABLE birthday_wishes (
    tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
    contact_id integer NOT NULL,
    year smallint NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (tenant_id, contact_id, year)
  );

  -- Send rate limit: hits per (tenant, key, epoch second), summed over the rolling window. Unlogged: losing
  -- counters in a crash only forgives a minute of requests.
  CREATE UNLOGGED TABLE rate_limit_buckets (
    tenant_id integer NOT NULL,
    key varchar(40) NOT NULL,
    second bigint NOT NULL,
    hits integer NOT NULL,
    PRIMARY KEY (tenant_id, key, second)
  );

  -- Takes one slot of p_limit per rolling p_window seconds; returns 0 when taken, else seconds until one frees.
  CREATE FUNCTION take_rate_limit_slot(p_tenant integer, p_key text, p_limit integer, p_window integer)
  RETURNS integer LANGUAGE plpgsql AS $$
  DECLARE
    now_s bigint := floor(extract(epoch FROM clock_timestamp()));
    used bigint;
    oldest bigint;
  BEGIN
    PERFORM pg_advisory_xact_lock(hashtext('rate:' || p_key), p_tenant);
    DELETE FROM rate_limit_buckets WHERE tenant_id = p_tenant AND key = p_key AND second <= now_s - p_window;
    SELECT coalesce(sum(hits), 0), min(second) INTO used, oldest
      FROM rate_limit_buckets WHERE tenant_id = p_tenant AND key = p_key;
    IF used >= p_limit THEN
      RETURN greatest(1, oldest + p_window - now_s);
    END IF;
    INSERT INTO rate_limit_buckets (tenant_id, key, second, hits) VALUES (p_tenant, p_key, now_s, 1)
      ON CONFLICT (tenant_id, key, second) DO UPDATE SET hits = rate_limit_buckets.hits + 1;
    RETURN 0;
  END
  $$;
  `,
  `
  DROP FUNCTION take_rate_limit_slot(integer, text, integer, integer); DROP TABLE rate_limit_buckets;
  DROP TABLE birthday_wishes; DROP TABLE messages; DROP TABLE send_batches; DROP FUNCTION sms_segments(text);
  `,
);
