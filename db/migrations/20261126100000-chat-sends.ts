import { sqlMigration } from '../sql-migration';

/**
 * Chat messages on the shared send pipeline. A chat message is a `messages` row with channel 'chat':
 * - what it sends: the template (`chat_template_id`, and the name and language it was addressed by), the ordered
 *   `variables` (header ones first, then the body's) and the dynamic URL button's parameter; `body` is the text the
 *   recipient sees (the template rendered with the variables);
 * - how it fared: `gateway_message_id` holds the wamid, `status` moves accepted → sent → delivered → read (or
 *   failed, with the provider's `error_code` and its title in `delivery_error`), `read_at` beside `delivered_at`.
 *
 * A send whose answer was lost is found again through its status webhooks, which echo our id in
 * `biz_opaque_callback_data`: hence the index on chat_status_events.biz_opaque.
 *
 * An invitee's RSVP by quick-reply button remembers the tap it took (`rsvp_reply_at`, the provider's time, and the
 * inbound row as tie-break), so taps delivered out of order still leave the last one standing.
 *
 * `send_pacing` spaces the sends of one business number evenly at its throughput across every worker process:
 * `take_send_slots(key, n, per_second)` reserves the next n slots and answers how many milliseconds until the
 * first (measured on the database's clock, so the workers' clocks do not matter). Unlogged: after a crash the
 * pacing simply starts again from now.
 */
export = sqlMigration(`
  ALTER TABLE messages
    ADD COLUMN chat_template_id integer,
    ADD COLUMN template_name varchar(512),
    ADD COLUMN template_language varchar(16),
    ADD COLUMN variables jsonb,
    ADD COLUMN button_url_param text,
    ADD COLUMN error_code integer,
    ADD COLUMN read_at timestamptz;

  ALTER TABLE event_invitees ADD COLUMN rsvp_reply_at timestamptz, ADD COLUMN rsvp_reply_id bigint;

  CREATE INDEX chat_status_events_biz_opaque ON chat_status_events (biz_opaque) WHERE biz_opaque IS NOT NULL;

  CREATE UNLOGGED TABLE send_pacing (
    key varchar(64) PRIMARY KEY,
    next_slot_at timestamptz NOT NULL
  );

  CREATE FUNCTION take_send_slots(p_key text, p_count integer, p_interval_ms double precision)
  RETURNS double precision LANGUAGE sql AS $$
    INSERT INTO send_pacing AS p (key, next_slot_at)
    VALUES (p_key, clock_timestamp() + make_interval(secs => p_count * p_interval_ms / 1000))
    ON CONFLICT (key) DO UPDATE
      SET next_slot_at = greatest(p.next_slot_at, clock_timestamp()) + make_interval(secs => p_count * p_interval_ms / 1000)
    RETURNING greatest(0, extract(epoch FROM (p.next_slot_at - clock_timestamp())) * 1000 - p_count * p_interval_ms)
  $$;
`, `
  DROP FUNCTION take_send_slots(text, integer, double precision);
  DROP TABLE send_pacing;
  DROP INDEX chat_status_events_biz_opaque;
  ALTER TABLE event_invitees DROP COLUMN rsvp_reply_id, DROP COLUMN rsvp_reply_at;
  ALTER TABLE messages DROP COLUMN read_at, DROP COLUMN error_code, DROP COLUMN button_url_param, DROP COLUMN variables,
    DROP COLUMN template_language, DROP COLUMN template_name, DROP COLUMN chat_template_id;
`);
