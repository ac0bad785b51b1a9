import { proxyActivities } from '@temporalio/workflow';
import type { createActivities } from '../../activities';

/** A mail server error retries a few times; then the next run (a minute later) tries the alerts still undelivered. */
const { deliverLowBalanceAlerts } = proxyActivities<ReturnType<typeof createActivities>>({
  startToCloseTimeout: '2 minutes',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '30 seconds', maximumAttempts: 5 },
});

/**
 * Started every minute by the `low-balance-alerts` Schedule: delivers the low-balance alerts the ledger recorded
 * (mail to the tenant's admins, `balance.low` event). Returns how many it delivered.
 */
export async function lowBalanceAlertsWorkflow(): Promise<number> {
  return deliverLowBalanceAlerts();
}
