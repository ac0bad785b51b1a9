import type { ActivityDeps } from '../deps';
import { deliverAlertOnce, unmailedAlertIds } from '../../db/accounts/low-balance-alerts';
import { emitBalanceLowWebhook, lowBalanceMails } from '../../use-cases/accounts/low-balance-alert';

const ALERTS_PER_RUN = 100;

/** Mails and emits the low-balance alerts the ledger recorded (db/accounts/low-balance-alerts.ts). */
export function createLowBalanceAlertActivities(deps: ActivityDeps) {
  return {
    /**
     * Delivers up to 100 alerts not delivered yet, each once: one mail per admin of the tenant and one `balance.low`
     * event, marked in the same transaction (a failed mail retries the alert on the next attempt). Returns how many.
     */
    async deliverLowBalanceAlerts(): Promise<number> {
      let delivered = 0;
      for (const id of await unmailedAlertIds(deps.sequelize, ALERTS_PER_RUN)) {
        const done = await deliverAlertOnce(deps.sequelize, id, async (alert, admins, tx) => {
          for (const mail of lowBalanceMails(alert, admins)) await deps.mailer.send(mail);
          await emitBalanceLowWebhook(deps.sequelize, tx, alert);
        });
        if (done) delivered += 1;
      }
      return delivered;
    },
  };
}
