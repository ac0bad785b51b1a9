/** The activity of deliveryReportInboxWorkflow: applies the reports kept while PostgreSQL was down (use-cases/messaging/delivery/delivery-report-inbox.ts). */
import type { ActivityDeps } from '../deps';
import {
  applyDeferredDeliveryReports,
  type DeferredCallback,
} from '../../use-cases/messaging/delivery/delivery-report-inbox';

export type { DeferredCallback } from '../../use-cases/messaging/delivery/delivery-report-inbox';

export function createDeliveryReportInboxActivities(deps: ActivityDeps) {
  return {
    /** Throws while the database is down (the workflow's retries wait it out); returns how many messages changed. */
    async applyDeferredDeliveryReports(callbacks: DeferredCallback[]): Promise<number> {
      return applyDeferredDeliveryReports(deps, callbacks);
    },
  };
}
