import {
  ActivityFailure,
  allHandlersFinished,
  condition,
  continueAsNew,
  defineSignal,
  proxyActivities,
  setHandler,
  workflowInfo,
} from '@temporalio/workflow';
import type { createActivities } from '../../activities';
import type { DeferredCallback } from '../../activities/messaging/delivery-report-inbox';
import { DELIVERY_REPORTS_SIGNAL } from '../contracts';

export interface DeliveryReportInboxInput {
  /** Callbacks not applied yet, carried across continue-as-new. */
  pending?: DeferredCallback[];
}

export const deliveryReportsSignal = defineSignal<[DeferredCallback]>(DELIVERY_REPORTS_SIGNAL);

/**
 * Retries back off to 2 seconds only, so reports are applied within seconds of PostgreSQL's return; after 2 minutes
 * of failures the activity hands back to the workflow, which may then continue as new during a long outage.
 */
const { applyDeferredDeliveryReports } = proxyActivities<ReturnType<typeof createActivities>>({
  startToCloseTimeout: '1 minute',
  scheduleToCloseTimeout: '2 minutes',
  retry: { initialInterval: '500 milliseconds', backoffCoefficient: 2, maximumInterval: '2 seconds' },
});

/** Reports per activity: a round's input stays well below Temporal's payload limit. */
const MAX_REPORTS_PER_ROUND = 1000;
/** An empty inbox ends after this long; the next signal-with-start begins a new run. */
const IDLE_MS = 60_000;

/** The first callbacks of `pending`, up to MAX_REPORTS_PER_ROUND reports (always at least one callback). */
function takeRound(pending: DeferredCallback[]): DeferredCallback[] {
  let reports = 0;
  let count = 0;
  while (count < pending.length && (count === 0 || reports + pending[count]!.updates.length <= MAX_REPORTS_PER_ROUND)) {
    reports += pending[count]!.updates.length;
    count += 1;
  }
  return pending.splice(0, count);
}

/**
 * Holds delivery reports whose callback arrived while PostgreSQL was down (workflow ids
 * `delivery-report-inbox-<shard>`, signalled with start by the webhook): Temporal kept them, the gateway got its 200
 * and stopped retrying. Rounds apply them as the callback would have, retrying until the database answers; the
 * apply never moves a message backwards, so a repeat or a report overtaken by a later callback changes nothing.
 */
export async function deliveryReportInboxWorkflow(input: DeliveryReportInboxInput = {}): Promise<void> {
  const pending = [...(input.pending ?? [])];
  setHandler(deliveryReportsSignal, (callback) => {
    pending.push(callback);
  });
  for (;;) {
    if (!(await condition(() => pending.length > 0, IDLE_MS))) {
      await condition(allHandlersFinished);
      if (pending.length === 0) return;
    }
    const round = takeRound(pending);
    try {
      await applyDeferredDeliveryReports(round);
    } catch (err) {
      if (!(err instanceof ActivityFailure)) throw err;
      pending.unshift(...round); // still down: try again (continuing as new first if the history asks for it)
    }
    if (workflowInfo().continueAsNewSuggested) {
      await condition(allHandlersFinished);
      return continueAsNew<typeof deliveryReportInboxWorkflow>({ pending });
    }
  }
}
