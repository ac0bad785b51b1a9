import type { ActivityDeps } from './deps';
import { createAccountActivities } from './accounts';
import { createPaymentActivities } from './payments';
import { createSmsActivities } from './sms';
import { createBirthdayActivities } from './birthday';
import { createStuckSendActivities } from './stuck-sends';
import { createEventPledgeActivities } from './event-pledge-payments';

export type { ActivityDeps } from './deps';

/** Every activity of the worker, built over one set of deps. */
export function createActivities(deps: ActivityDeps) {
  return {
    ...createAccountActivities(deps),
    ...createPaymentActivities(deps),
    ...createSmsActivities(deps),
    ...createBirthdayActivities(deps),
    ...createStuckSendActivities(deps),
    ...createEventPledgeActivities(deps),
  };
}
