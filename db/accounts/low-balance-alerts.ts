/**
 * Low-balance alerts: a wallet that falls below its tenant's threshold records one alert; the wallet's
 * `low_balance_alerted` flag keeps it from alerting again until a change lifts the balance back to or above the
 * threshold (re-armed). Mailed to the admins off the request path (activities/accounts/low-balance-alerts.ts).
 */
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { CreditChannel } from '../models';
import { preparedStatement } from '../prepared-statements';

export interface LowBalanceAlert {
  id: number;
  tenantId: number;
  organization: string;
  channel: CreditChannel;
  threshold: number;
  balance: number;
  crossedAt: Date;
}

const RECORD_CROSSING_SQL = preparedStatement(`WITH entry AS (
       UPDATE ledger_entries SET balance_after = $4 WHERE id = $5
     ), t AS (
       SELECT CASE $2 WHEN 'sms' THEN low_balance_threshold_sms ELSE low_balance_threshold_chat END AS threshold
       FROM tenants WHERE id = $1
     ), flipped AS (
       UPDATE credit_wallets w SET low_balance_alerted = w.balance < t.threshold
       FROM t WHERE w.tenant_id = $1 AND w.channel = $2 AND t.threshold IS NOT NULL
         AND w.low_balance_alerted <> (w.balance < t.threshold)
       RETURNING w.balance, t.threshold, w.low_balance_alerted AS alerted
     )
     INSERT INTO low_balance_alerts (tenant_id, channel, threshold, balance, ledger_reference)
     SELECT $1, $2, threshold, balance, $3 FROM flipped WHERE alerted`);

/**
 * After a ledger change (the wallet row already locked by it in `tx`): writes the ledger entry's balance_after and
 * flips the wallet's alerted flag to whether its balance is below the threshold, recording an alert when it flips
 * on, in one statement. No threshold: the flag stays as it is.
 */
export async function recordLowBalanceCrossing(
  sequelize: Sequelize,
  tx: Transaction,
  change: { tenantId: number; channel: CreditChannel; reference: string },
  entry: { id: string; balanceAfter: number },
): Promise<void> {
  await sequelize.query(RECORD_CROSSING_SQL, {
    bind: [change.tenantId, change.channel, change.reference, entry.balanceAfter, entry.id],
    transaction: tx,
  });
}

/** The oldest alerts not mailed yet (ids only: each is mailed in a transaction of its own). */
export async function unmailedAlertIds(sequelize: Sequelize, limit: number): Promise<number[]> {
  const rows = await sequelize.query<{ id: number }>(
    'SELECT id FROM low_balance_alerts WHERE mailed_at IS NULL ORDER BY id LIMIT $1',
    { bind: [limit], type: QueryTypes.SELECT },
  );
  return rows.map((r) => Number(r.id));
}

/**
 * Marks one alert mailed and hands it to `deliver` in the same transaction, with the alert row locked: a concurrent
 * run skips it, and a failed delivery rolls the mark back so the next run retries. Already mailed: nothing happens.
 */
export async function deliverAlertOnce(
  sequelize: Sequelize,
  alertId: number,
  deliver: (alert: LowBalanceAlert, admins: string[], tx: Transaction) => Promise<void>,
): Promise<boolean> {
  return sequelize.transaction(async (tx) => {
    const [alert] = await sequelize.query<LowBalanceAlert>(
      `UPDATE low_balance_alerts a SET mailed_at = now() FROM tenants t
       WHERE a.id = $1 AND a.mailed_at IS NULL AND t.id = a.tenant_id
       RETURNING a.id, a.tenant_id AS "tenantId", t.name AS organization, a.channel, a.threshold, a.balance, a.crossed_at AS "crossedAt"`,
      { bind: [alertId], type: QueryTypes.SELECT, transaction: tx },
    );
    if (!alert) return false;
    const admins = await sequelize.query<{ email: string }>(
      "SELECT email FROM users WHERE tenant_id = $1 AND role = 'admin' ORDER BY id",
      { bind: [alert.tenantId], type: QueryTypes.SELECT, transaction: tx },
    );
    await deliver(
      alert,
      admins.map((a) => a.email),
      tx,
    );
    return true;
  });
}
