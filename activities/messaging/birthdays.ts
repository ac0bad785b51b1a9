import type { ActivityDeps } from '../deps';
import { prepareBirthdayWishes, type BirthdayRun } from '../../lib/messaging/birthday-batches';

export function createBirthdayActivities(deps: ActivityDeps) {
  return {
    /** Creates (and bills) today's birthday batches; `at` is the instant whose Dar es Salaam day counts as today. */
    async prepareBirthdayWishes(at: string, tenantIds?: number[]): Promise<BirthdayRun> {
      return prepareBirthdayWishes(deps, new Date(at), tenantIds);
    },
  };
}
