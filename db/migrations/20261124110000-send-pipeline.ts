import { sqlMigration } from '../sql-migration';

/**
 * One send pipeline for every audience and channel.
 *
 * - `credits` is what a message was billed (SMS segments, one per chat message): one name on messages and batches.
 * - A batch is any send the platform works through in the background: a scheduled single message, a bulk list, a
 *   group, today's birthdays, an event stage run, a resend. `kind` says which, `audience` describes its recipients
 *   for display, `channel` its wallet and provider.
 * - Snapshot audiences (group, birthdays, stage invitees) keep the recipients billed at acceptance
 *   (`recipient_ids`, `recipient_credits`) from their source table (`recipient_source`) and become message rows
 *   in pages in the background, scheduled ones too, so their messages are visible and cancellable at once.
 * - A batch is `held` while its organization is inactive, `cancelled` once cancelled, `failed` (with
 *   `failure_reason`) when it cannot finish for a business reason; infrastructure errors never fail it.
 * - `origin_key`: what a message was sent for when something other than a request sent it (an event payment's
 *   thank-you), unique per tenant, so a retried activity finds the message instead of sending a second one.
 * - `report_checked_at`: when the pending-reports reconciler last asked the gateway about a message whose
 *   delivery callback never came.
 */
export = sqlMigration(`
  ALTER TABLE messages RENAME COLUMN segments TO credits;
  ALTER TABLE messages ADD COLUMN report_checked_at timestamptz, ADD COLUMN origin_key varchar(100);
  -- A send made on behalf of something else (an event payment's thank-you) is made once, however often it is retried.
  CREATE UNIQUE INDEX messages_tenant_origin_key ON messages (tenant_id, origin_key) WHERE origin_key IS NOT NULL;
  -- Messages the gateway accepted but never reported on: what the pending-reports reconciler pages through.
  CREATE INDEX messages_awaiting_report ON messages (id) WHERE status LIKE 'PENDING%';
  CREATE INDEX messages_tenant_batch ON messages (tenant_id, batch_id, id DESC) WHERE batch_id IS NOT NULL;

  ALTER TABLE send_batches RENAME COLUMN contact_ids TO recipient_ids;
  ALTER TABLE send_batches RENAME COLUMN contact_segments TO recipient_credits;
  ALTER TABLE send_batches
    ADD COLUMN channel varchar(10) NOT NULL DEFAULT 'sms' CHECK (channel IN ('sms', 'chat')),
    ADD COLUMN recipient_source varchar(20) CHECK (recipient_source IN ('contacts', 'invitees')),
    ADD COLUMN audience jsonb NOT NULL DEFAULT '{}'::jsonb,
    ADD COLUMN event_id integer,
    ADD COLUMN stage_id integer,
    ADD COLUMN failure_reason varchar(500),
    ADD COLUMN cancelled_at timestamptz;
  UPDATE send_batches SET recipient_source = 'contacts' WHERE recipient_ids IS NOT NULL;
  UPDATE send_batches SET audience = jsonb_build_object('type', CASE kind WHEN 'bulk' THEN 'numbers' WHEN 'group' THEN 'group' ELSE 'birthdays' END, 'group_id', group_id);
  ALTER TABLE send_batches DROP CONSTRAINT send_batches_kind_check,
    ADD CONSTRAINT send_batches_kind_check CHECK (kind IN ('single', 'bulk', 'group', 'birthday', 'stage', 'resend'));
  ALTER TABLE send_batches DROP CONSTRAINT send_batches_status_check,
    ADD CONSTRAINT send_batches_status_check
      CHECK (status IN ('scheduled', 'queued', 'sending', 'held', 'completed', 'cancelled', 'failed'));
  -- Progress counters as insert-only deltas, written in the transactions that change messages: those lock messages
  -- and never the batch row, while the batch's own steps (release, materialize, cancel) lock the batch first and
  -- its messages after. With one lock order nothing deadlocks, and parallel pages never queue on one counter row.
  CREATE TABLE batch_progress_deltas (
    batch_id integer NOT NULL REFERENCES send_batches(id) ON DELETE CASCADE,
    submitted integer NOT NULL DEFAULT 0,
    failed integer NOT NULL DEFAULT 0,
    cancelled integer NOT NULL DEFAULT 0
  );
  CREATE INDEX batch_progress_deltas_batch ON batch_progress_deltas (batch_id);
  INSERT INTO batch_progress_deltas (batch_id, submitted, failed) SELECT id, submitted, failed FROM send_batches WHERE submitted + failed > 0;
  ALTER TABLE send_batches DROP COLUMN submitted, DROP COLUMN failed;
  -- Held batches of an organization are found when it is reactivated or its sends are cancelled.
  CREATE INDEX send_batches_unfinished ON send_batches (tenant_id, id) WHERE status IN ('scheduled', 'queued', 'sending', 'held');
`, `
  DROP INDEX send_batches_unfinished;
  ALTER TABLE send_batches ADD COLUMN submitted integer NOT NULL DEFAULT 0, ADD COLUMN failed integer NOT NULL DEFAULT 0;
  UPDATE send_batches b SET submitted = d.s, failed = d.f
    FROM (SELECT batch_id, sum(submitted) AS s, sum(failed) AS f FROM batch_progress_deltas GROUP BY batch_id) d WHERE d.batch_id = b.id;
  DROP TABLE batch_progress_deltas;
  ALTER TABLE send_batches DROP CONSTRAINT send_batches_status_check,
    ADD CONSTRAINT send_batches_status_check CHECK (status IN ('scheduled', 'queued', 'sending', 'completed'));
  ALTER TABLE send_batches DROP CONSTRAINT send_batches_kind_check,
    ADD CONSTRAINT send_batches_kind_check CHECK (kind IN ('bulk', 'group', 'birthday'));
  ALTER TABLE send_batches DROP COLUMN cancelled_at, DROP COLUMN failure_reason, DROP COLUMN stage_id,
    DROP COLUMN event_id, DROP COLUMN audience, DROP COLUMN recipient_source, DROP COLUMN channel;
  ALTER TABLE send_batches RENAME COLUMN recipient_credits TO contact_segments;
  ALTER TABLE send_batches RENAME COLUMN recipient_ids TO contact_ids;
  DROP INDEX messages_tenant_batch; DROP INDEX messages_awaiting_report;
  DROP INDEX messages_tenant_origin_key;
  ALTER TABLE messages DROP COLUMN origin_key, DROP COLUMN report_checked_at;
  ALTER TABLE messages RENAME COLUMN credits TO segments;
`);
