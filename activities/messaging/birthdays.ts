/** The activity of birthdayWishesWorkflow: today's birthday batches (use-cases/messaging/send/birthday-wishes.ts). */
import type { ActivityDeps } from '../deps';
import { prepareBirthdayWishes, type BirthdayRun } from '../../use-cases/messaging/send/birthday-wishes';

export type { BirthdayRun } from '../../use-cases/messaging/send/birthday-wishes';

export function createBirthdayActivities(deps: ActivityDeps) {
  return {
    /**
     * Creates (and bills) today's birthday batches; `at` is the instant whose Dar es Salaam day counts as today.
     * A tenant whose balance is short is skipped and logged; a rerun after a top-up still sends its wishes.
     */
    async prepareBirthdayWishes(at: string, tenantIds?: number[]): Promise<BirthdayRun> {
      return prepareBirthdayWishes(deps, at, tenantIds);
    },
  };
}
