import { sqlMigration } from '../sql-migration';

/**
 * The send rate limit takes the slots of several concurrent requests in one call: an API process
 * groups a tenant's requests that arrive while its previous call runs, so a burst costs one round trip per group
 * instead of one per request. The first `granted` of the group pass; the rest wait `wait` seconds.
 */
export = sqlMigration(`
  CREATE FUNCTION take_rate_limit_slots(p_tenant integer, p_key text, p_limit integer, p_window integer, p_count integer,
    OUT granted integer, OUT wait integer)
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
  END
  $$;
  DROP FUNCTION take_rate_limit_slot(integer, text, integer, integer);
`, `
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
  DROP FUNCTION take_rate_limit_slots(integer, text, integer, integer, integer);
`);
