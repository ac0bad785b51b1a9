/**
 * Applies delivery reports kept by the delivery-report inbox while PostgreSQL was down, exactly as their callbacks
 * would have been applied (held when the id is not stored yet, never backwards, contradicting finals settled with
 * the gateway). Safe to retry: a report applied twice changes nothing the second time.
 */
import type { ActivityDeps } from '../deps';
import { receiveDeliveryReports } from '../../use-cases/messaging/delivery/delivery-callbacks';
import { fromDeferred, type DeferredCallback } from '../../use-cases/messaging/delivery/delivery-report-inbox';

export type { DeferredCallback } from '../../use-cases/messaging/delivery/delivery-report-inbox';

export function createDeliveryReportInboxActivities(deps: ActivityDeps) {
  return {
    /** Throws while the database is down (the workflow's retries wait it out); returns how many messages changed. */
    async applyDeferredDeliveryReports(callbacks: DeferredCallback[]): Promise<number> {
      const received = await Promise.all(callbacks.map((c) => receiveDeliveryReports(deps, c.updates.map(fromDeferred), c.source)));
      const updated = received.reduce((sum, r) => sum + r.updated, 0);
      const reports = callbacks.reduce((sum, c) => sum + c.updates.length, 0);
      deps.logger.info({ callbacks: callbacks.length, reports, updated }, 'delivery reports kept during a database outage applied');
      return updated;
    },
  };
}
