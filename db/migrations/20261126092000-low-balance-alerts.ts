import { sqlMigration } from '../sql-migration';

/**
 * Low-balance alerts (issue 13). A tenant sets a threshold per wallet (null: no alert). A ledger change that takes
 * a balance from at or above its threshold to below it records one alert in its own transaction (db/ledger.ts);
 * the next alert needs the balance back at or above the threshold first, so each crossing alerts once. The
 * alert is mailed to the tenant's admins by the `low-balance-alerts` workflow, which sets `mailed_at`.
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
`, `
  DROP TABLE low_balance_alerts;
  ALTER TABLE tenants DROP COLUMN low_balance_threshold_chat, DROP COLUMN low_balance_threshold_sms;
`);
