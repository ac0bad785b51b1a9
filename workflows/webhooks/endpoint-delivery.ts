import {
  allHandlersFinished,
  condition,
  continueAsNew,
  defineSignal,
  patched,
  proxyActivities,
  setHandler,
  sleep,
  workflowInfo,
} from '@temporalio/workflow';
import type { createActivities } from '../../activities';
import type { DeliveryRound } from '../../activities/webhooks/endpoint-delivery';
import { sendActivityOptions, shortActivityOptions } from '../activity-options';
import { WEBHOOK_EVENTS_SIGNAL } from '../contracts';

export interface WebhookEndpointInput {
  endpointId: number;
}

/** New events for the endpoint were committed (sent at most once a second per endpoint by use-cases/webhooks/wakeups.ts). */
export const webhookEventsSignal = defineSignal(WEBHOOK_EVENTS_SIGNAL);

const { deliverWebhookRound } = proxyActivities<ReturnType<typeof createActivities>>(sendActivityOptions);
const { notifyWebhookEndpointDisabled } = proxyActivities<ReturnType<typeof createActivities>>(shortActivityOptions);

/** The patch id of a stopping run that looks again when a signal came meanwhile. */
const STOPPED_RUN_LOOKS_AGAIN = 'webhook-stopped-run-looks-again';

/**
 * Delivers one endpoint's events (workflow id `webhook-endpoint-<id>`, started or woken by signal-with-start). Rounds
 * run back to back while events are due; then it sleeps until the next retry (or the endpoint's pause) ends or a
 * signal brings new events, and it ends when nothing is pending. A retry schedule lives on each event in PostgreSQL,
 * so the history holds one activity per round of up to 500 events, never one per event; it continues as new when it
 * grows. Rounds are paced to at most WEBHOOKS_MAX_PER_SECOND events a second, so a burst of status events drains
 * behind the sends that caused it instead of competing with them (and the tenant's app is not flooded). A disabled
 * endpoint's admins are mailed before it stops.
 */
export async function webhookEndpointWorkflow(input: WebhookEndpointInput): Promise<void> {
  let woken = false;
  setHandler(webhookEventsSignal, () => {
    woken = true;
  });
  for (;;) {
    woken = false;
    const round: DeliveryRound = await deliverWebhookRound(input.endpointId);
    if (round.state === 'stopped') {
      await notifyWebhookEndpointDisabled(input.endpointId);
      // Enabled again meanwhile (a redelivery's signal came while this run was stopping): look once more. Behind
      // patched(): a run recorded before this change ended here even when signalled, and must replay so.
      if (!woken || !patched(STOPPED_RUN_LOOKS_AGAIN)) return;
      continue;
    }
    // A signal that arrived during the round may bring events the round did not see: look again.
    if (round.state === 'idle' && !woken) return;
    if (round.state === 'waiting') await condition(() => woken, Math.max(1, round.nextAt - Date.now()));
    // The endpoint's pace (WEBHOOKS_MAX_PER_SECOND): a signal does not cut this short.
    if (round.state === 'more' && round.notBefore > Date.now()) await sleep(round.notBefore - Date.now());
    if (workflowInfo().continueAsNewSuggested) {
      await condition(allHandlersFinished);
      return continueAsNew<typeof webhookEndpointWorkflow>(input);
    }
  }
}
