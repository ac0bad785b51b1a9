/** The activity of pendingReportsWorkflow: recovers lost delivery reports (use-cases/messaging/delivery/pending-reports.ts). */
import type { ActivityDeps } from '../deps';
import {
  reconcilePendingReportsPage,
  type PendingReportsPage,
} from '../../use-cases/messaging/delivery/pending-reports';

export type { PendingReportsPage } from '../../use-cases/messaging/delivery/pending-reports';

export function createPendingReportActivities(deps: ActivityDeps) {
  return {
    /** One page of messages awaiting their report after `afterId`. Safe to retry: applying a report twice changes nothing. */
    async reconcilePendingReportsPage(afterId: number, olderThanMinutes?: number): Promise<PendingReportsPage> {
      return reconcilePendingReportsPage(deps, afterId, olderThanMinutes);
    },
  };
}
