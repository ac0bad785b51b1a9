import { sqlMigration } from '../sql-migration';

/**
 * A payment's thank-you SMS must survive a process that dies between recording the payment and starting its
 * workflow. `thanks_due` is decided in the payment's own INSERT (by trigger, whatever code records it: the API, an
 * IPN, the polling) from the event's `auto_payment_sms` at that moment; `thanked_at` is set once the thank-you was
 * sent or skipped for a stated reason. A sweep thanks the payments still due after a few minutes. Payments recorded
 * before this migration are not due.
 */
export = sqlMigration(`
  ALTER TABLE event_payments ADD COLUMN thanks_due boolean NOT NULL DEFAULT false, ADD COLUMN thanked_at timestamptz;
  CREATE INDEX event_payments_thanks_due ON event_payments (id) WHERE thanks_due AND thanked_at IS NULL;

  CREATE FUNCTION event_payment_thanks_due() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    NEW.thanks_due := coalesce((SELECT auto_payment_sms FROM events WHERE id = NEW.event_id), false);
    RETURN NEW;
  END
  $$;
  CREATE TRIGGER event_payments_thanks_due BEFORE INSERT ON event_payments
    FOR EACH ROW EXECUTE FUNCTION event_payment_thanks_due();
`, `
  DROP TRIGGER event_payments_thanks_due ON event_payments;
  DROP FUNCTION event_payment_thanks_due();
  DROP INDEX event_payments_thanks_due;
  ALTER TABLE event_payments DROP COLUMN thanked_at, DROP COLUMN thanks_due;
`);
