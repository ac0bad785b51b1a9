import type { ActivityDeps } from '../deps';
import { deliverLowBalanceAlerts } from '../../use-cases/accounts/low-balance-alert';

/** Mails and emits the low-balance alerts the ledger recorded (use-cases/accounts/low-balance-alert.ts). */
export function createLowBalanceAlertActivities(deps: ActivityDeps) {
  return {
    /** Delivers up to 100 alerts not delivered yet, each once (mails and a `balance.low` event); returns how many. */
    async deliverLowBalanceAlerts(): Promise<number> {
      return deliverLowBalanceAlerts(deps);
    },
  };
}
