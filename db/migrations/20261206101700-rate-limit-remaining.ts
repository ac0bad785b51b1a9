import { sqlMigration } from '../sql-migration';

/**
 * The send answers carry the IETF draft's RateLimit-Limit/-Remaining/-Reset headers: the call that takes a group's
 * slots also says what is left of the window after them and the seconds until its oldest second frees (what
 * Remaining and Reset show), from the sum it already reads: no statement more per request.
 */
const TAKE_SLOTS_BODY = `
  LANGUAGE plpgsql AS $$
  DECLARE
    now_s bigint := floor(extract(epoch FROM clock_timestamp()));
    used bigint;
    oldest bigint;
  BEGIN
    PERFORM pg_advisory_xact_lock(hashtext('rate:' || p_key), p_tenant);
    DELETE FROM rate_limit_buckets WHERE tenant_id = p_tenant AND key = p_key AND second <= now_s - p_window;
    SELECT coalesce(sum(hits), 0), min(second) INTO used, oldest
      FROM rate_limit_buckets WHERE tenant_id = p_tenant AND key = p_key;
    granted := least(p_count, greatest(0, p_limit - used));
    IF granted > 0 THEN
      INSERT INTO rate_limit_buckets (tenant_id, key, second, hits) VALUES (p_tenant, p_key, now_s, granted)
        ON CONFLICT (tenant_id, key, second) DO UPDATE SET hits = rate_limit_buckets.hits + granted;
    END IF;
    -- Those refused wait until the oldest second of the window (this one, when it was empty) frees.
    wait := CASE WHEN granted = p_count THEN 0 ELSE greatest(1, coalesce(oldest, now_s) + p_window - now_s) END;
    remaining := greatest(0, p_limit - used - granted);
    reset_in := greatest(1, coalesce(oldest, now_s) + p_window - now_s);
  END
  $$;`;

export = sqlMigration(
  `
  DROP FUNCTION take_rate_limit_slots(integer, text, integer, integer, integer);
  CREATE FUNCTION take_rate_limit_slots(p_tenant integer, p_key text, p_limit integer, p_window integer, p_count integer,
    OUT granted integer, OUT wait integer, OUT remaining integer, OUT reset_in integer)
  ${TAKE_SLOTS_BODY}
`,
  `
  DROP FUNCTION take_rate_limit_slots(integer, text, integer, integer, integer);
  CREATE FUNCTION take_rate_limit_slots(p_tenant integer, p_key text, p_limit integer, p_window integer, p_count integer,
    OUT granted integer, OUT wait integer)
  ${TAKE_SLOTS_BODY.replace(/\n {4}remaining :=.*\n {4}reset_in :=.*/, '')}
`,
);
