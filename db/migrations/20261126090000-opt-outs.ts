import { sqlMigration } from '../sql-migration';

/**
 * Opt-outs: numbers an organization never sends to again.
 *
 * - `opt_outs`: one row per (tenant, phone, channel); `channel` NULL means every channel (the recipient's link, or
 *   the tenant without a channel), `source` says who asked (`link`: the public page, `reply`: a STOP/ACHA chat
 *   reply, `api`: the tenant). Its unique key is also the lookup of a send: "is this number out for this channel?".
 * - `opt_out_link_key`: the server secret of `{optout_link}` tokens, made here from PostgreSQL's strong random
 *   source (two UUIDs: 244 random bits), stored as HMAC-SHA256's inner and outer pads (key ⊕ 0x36…, key ⊕ 0x5c…),
 *   so SQL computes an HMAC with the built-in sha256() and no extension.
 * - `opt_out_token(pads, tenant_id, phone)`: the SQL twin of lib/messaging/opt-out-token.ts: 24 bytes as 32
 *   base64url characters, the tenant id (4 bytes) and phone (5 bytes) masked with an HMAC of the tag, then the
 *   tag (the first 15 bytes of HMAC("optout" ‖ tenant ‖ phone)). A token names its tenant and number without
 *   showing them, and cannot be made without the key. A test holds both to the same output.
 * - `send_batches.opted_out`: the recipients a batch left out at acceptance because they had opted out (never
 *   written as messages, never billed).
 */
export = sqlMigration(String.raw`
  CREATE TABLE opt_outs (
    id bigserial PRIMARY KEY,
    tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
    phone varchar(20) NOT NULL,
    channel varchar(10) CHECK (channel IN ('sms', 'chat')),
    source varchar(10) NOT NULL CHECK (source IN ('link', 'reply', 'api')),
    created_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT opt_outs_tenant_phone_channel UNIQUE NULLS NOT DISTINCT (tenant_id, phone, channel)
  );
  CREATE INDEX opt_outs_tenant_list ON opt_outs (tenant_id, id DESC);

  CREATE TABLE opt_out_link_key (
    singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
    pads bytea NOT NULL CHECK (length(pads) = 128)
  );
  WITH k AS (
    SELECT decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') || repeat('00', 32), 'hex') AS key
  )
  INSERT INTO opt_out_link_key (pads)
  SELECT decode(string_agg(lpad(to_hex(get_byte(key, i) # 54), 2, '0'), '' ORDER BY i), 'hex')
      || decode(string_agg(lpad(to_hex(get_byte(key, i) # 92), 2, '0'), '' ORDER BY i), 'hex')
  FROM k, generate_series(0, 63) AS i;

  CREATE FUNCTION opt_out_token(pads bytea, tenant_id integer, phone text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
    SELECT translate(encode(
        int4send(tenant_id # ('x' || encode(substr(mask, 1, 4), 'hex'))::bit(32)::int)
        || substr(int8send(phone::bigint # ('x' || encode(substr(mask, 5, 5), 'hex'))::bit(40)::bigint), 4)
        || tag, 'base64'), '+/', '-_')
    FROM (SELECT tag, sha256(substr(pads, 65) || sha256(substr(pads, 1, 64) || 'mask'::bytea || tag)) AS mask
          FROM (SELECT substr(sha256(substr(pads, 65) || sha256(substr(pads, 1, 64) || 'optout'::bytea
                  || int4send(tenant_id) || substr(int8send(phone::bigint), 4))), 1, 15) AS tag
                WHERE phone ~ '^[0-9]{1,12}$') t) m
  $$;

  ALTER TABLE send_batches ADD COLUMN opted_out integer NOT NULL DEFAULT 0;
`, `
  ALTER TABLE send_batches DROP COLUMN opted_out;
  DROP FUNCTION opt_out_token(bytea, integer, text);
  DROP TABLE opt_out_link_key;
  DROP TABLE opt_outs;
`);
