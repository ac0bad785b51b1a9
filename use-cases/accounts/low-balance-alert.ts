/** What a low-balance alert says to the tenant's admins, and to its webhook endpoints. */
import type { Mailer, MailMessage } from '../../infra/mailer';
import type { Sequelize, Transaction } from 'sequelize';
import { emitWebhookEvent } from '../../db/webhooks/emit';
import { deliverAlertOnce, unmailedAlertIds, type LowBalanceAlert } from '../../db/accounts/low-balance-alerts';
import { formatTimestamp } from '../../infra/timestamps';

const WALLET_NAMES = { sms: 'SMS', chat: 'chat' } as const;
const ALERTS_PER_RUN = 100;

/** One mail per admin: the wallet, its balance right after the change that crossed, and the threshold. */
export function lowBalanceMails(alert: LowBalanceAlert, admins: string[]): MailMessage[] {
  const wallet = WALLET_NAMES[alert.channel];
  return admins.map((to) => ({
    to,
    subject: `${alert.organization}: ${wallet} credits are low (${alert.balance} left)`,
    text:
      `Hello,\n\nThe ${wallet} credits of ${alert.organization} fell below your alert threshold of ${alert.threshold}: ` +
      `${alert.balance} credits were left at ${formatTimestamp(alert.crossedAt)}.\n\n` +
      'Buy credits to keep your messages going. You will be alerted again only after a top-up lifts the balance back to the threshold.\n',
  }));
}

/** The `balance.low` webhook event of an alert (payload as the webhooks outbox will carry it). */
export const balanceLowEvent = (alert: LowBalanceAlert) => ({
  type: 'balance.low' as const,
  data: {
    channel: alert.channel,
    balance: alert.balance,
    threshold: alert.threshold,
    crossed_at: formatTimestamp(alert.crossedAt)!,
  },
});

/** Emits `balance.low` to the tenant's webhook endpoints, in the transaction that marks the alert delivered. */
export async function emitBalanceLowWebhook(
  sequelize: Sequelize,
  tx: Transaction,
  alert: LowBalanceAlert,
): Promise<void> {
  await emitWebhookEvent(sequelize, tx, { tenantId: alert.tenantId, ...balanceLowEvent(alert) });
}

/**
 * Delivers up to 100 alerts the ledger recorded and nobody delivered yet (db/accounts/low-balance-alerts.ts), each once:
 * one mail per admin of the tenant and one `balance.low` event, marked in the same transaction (a failed mail retries
 * the alert on the next attempt). Returns how many.
 */
export async function deliverLowBalanceAlerts(deps: { sequelize: Sequelize; mailer: Mailer }): Promise<number> {
  let delivered = 0;
  for (const id of await unmailedAlertIds(deps.sequelize, ALERTS_PER_RUN)) {
    const done = await deliverAlertOnce(deps.sequelize, id, async (alert, admins, tx) => {
      for (const mail of lowBalanceMails(alert, admins)) await deps.mailer.send(mail);
      await emitBalanceLowWebhook(deps.sequelize, tx, alert);
    });
    if (done) delivered += 1;
  }
  return delivered;
}
