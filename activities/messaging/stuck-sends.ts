/** The activity of stuckSendsWorkflow: resolves orphaned single sends (use-cases/messaging/submit/stuck-sends.ts). */
import type { ActivityDeps } from '../deps';
import { reconcileStuckSendsPage, type StuckSendsPage } from '../../use-cases/messaging/submit/stuck-sends';

export type { StuckSendsPage } from '../../use-cases/messaging/submit/stuck-sends';

export function createStuckSendActivities(deps: ActivityDeps) {
  return {
    /** Resolves the stuck messages after `afterId`; safe to retry and to run concurrently. */
    async reconcileStuckSendsPage(afterId: number, olderThanMinutes?: number): Promise<StuckSendsPage> {
      return reconcileStuckSendsPage(deps, afterId, olderThanMinutes);
    },
  };
}
