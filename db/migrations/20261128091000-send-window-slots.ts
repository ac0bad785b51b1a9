import { sqlMigration } from '../sql-migration';

/**
 * Chat pacing matches the provider's own rule (issue 11, item 10): at most `limit` sends in any sliding window of
 * `window_ms` (providers.md §3.2, the sandbox's ThroughputWindow), instead of evenly spaced slots. `send_windows` keeps
 * the last `limit` slot times of a number; `take_window_slot(key, limit, window_ms)` gives the next slot (the
 * `limit`-th latest slot plus the window, never before the latest slot, never before now) and answers how many
 * milliseconds until it, on the database's clock, so any number of workers together stay under the limit. A gap
 * (a page boundary, the start) is no longer lost: the window fills at once afterwards. Unlogged: after a crash the
 * window starts empty, which the provider's window also is a second later.
 */
export = sqlMigration(`
  CREATE UNLOGGED TABLE send_windows (
    key varchar(64) PRIMARY KEY,
    recent timestamptz[] NOT NULL
  );

  CREATE FUNCTION take_window_slot(p_key text, p_limit integer, p_window_ms double precision)
  RETURNS double precision LANGUAGE plpgsql AS $$
  DECLARE
    v_recent timestamptz[];
    v_n integer;
    v_now timestamptz;
    v_slot timestamptz;
  BEGIN
    SELECT recent INTO v_recent FROM send_windows WHERE key = p_key FOR UPDATE;
    IF NOT FOUND THEN
      INSERT INTO send_windows (key, recent) VALUES (p_key, '{}') ON CONFLICT (key) DO NOTHING;
      SELECT recent INTO v_recent FROM send_windows WHERE key = p_key FOR UPDATE;
    END IF;
    v_now := clock_timestamp();
    v_n := cardinality(v_recent);
    v_slot := v_now;
    IF v_n > 0 THEN v_slot := greatest(v_slot, v_recent[v_n]); END IF;
    IF v_n >= p_limit THEN v_slot := greatest(v_slot, v_recent[v_n - p_limit + 1] + p_window_ms * interval '1 millisecond'); END IF;
    UPDATE send_windows SET recent = (v_recent || v_slot)[greatest(1, v_n + 2 - p_limit):v_n + 1] WHERE key = p_key;
    RETURN extract(epoch FROM v_slot - v_now) * 1000;
  END $$;

  DROP FUNCTION take_send_slots(text, integer, double precision);
  DROP TABLE send_pacing;
`, `
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

  DROP FUNCTION take_window_slot(text, integer, double precision);
  DROP TABLE send_windows;
`);
