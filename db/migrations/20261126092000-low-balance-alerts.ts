import { sqlMigration } from '../sql-migration';

/**
 * Low-balance alerts. A tenant sets a threshold per wallet (null: no alert). A ledger change that takes
 * a balance below its threshold records one alert in its own transaction (db/ledger.ts) and sets the wallet's
 * `low_balance_alerted`; a change that brings the balance back to or above the threshold clears it (re-arms), so
 * each crossing alerts once. The wallet row is locked by the change, so concurrent debits cross once. The alert
 * is mailed to the tenant's admins by the `low-balance-alerts` Schedule's workflow, which sets `mailed_at`.
 */
export = sqlMigration(`
  ALTER TABLE tenants
    ADD COLUMN low_balance_threshold_sms integer CHECK (low_balance_threshold_sms > 0),
    ADD COLUMN low_balance_threshold_chat integer CHECK (low_balance_threshold_chat > 0);

  CREATE TABLE low_balance_alerts (
    id bigserial PRIMARY KEY,
    tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
    channel varchar(10) NOT NULL CHECK (channel IN ('sms', 'chat')),
    threshold integer NOT NULL,
    balance integer NOT NULL, -- right after the change that crossed
    ledger_reference varchar(255) NOT NULL, -- that change
    crossed_at timestamptz NOT NULL DEFAULT now(),
    mailed_at timestamptz
  );
  CREATE INDEX low_balance_alerts_tenant ON low_balance_alerts (tenant_id, id DESC);
  CREATE INDEX low_balance_alerts_unmailed ON low_balance_alerts (id) WHERE mailed_at IS NULL;

  ALTER TABLE credit_wallets ADD COLUMN low_balance_alerted boolean NOT NULL DEFAULT false;
`, `
  ALTER TABLE credit_wallets DROP COLUMN low_balance_alerted;
  DROP TABLE low_balance_alerts;
  ALTER TABLE tenants DROP COLUMN low_balance_threshold_chat, DROP COLUMN low_balance_threshold_sms;
`);
