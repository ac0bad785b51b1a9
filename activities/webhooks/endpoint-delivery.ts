/** The activities of webhookEndpointWorkflow: a delivery round of an endpoint, and the mail when it was disabled. */
import { heartbeat } from '@temporalio/activity';
import type { ActivityDeps } from '../deps';
import { createWebhookHttpClient } from '../../infra/webhook-http';
import { deliverDueEvents, type DeliveryRound } from '../../use-cases/webhooks/delivery';
import { mailEndpointDisabled } from '../../use-cases/webhooks/disabled-mail';

export type { DeliveryRound } from '../../use-cases/webhooks/delivery';

/**
 * A heartbeat at most once per interval: a round reports progress after each of its hundreds of attempts, and each
 * heartbeat costs the SDK a payload encoding, a call into its core and a trace log, even though it sends only a few.
 */
function throttledHeartbeat(intervalMs: number): () => void {
  let last = 0;
  return () => {
    const now = Date.now();
    if (now - last < intervalMs) return;
    last = now;
    heartbeat();
  };
}

export function createWebhookActivities(deps: ActivityDeps) {
  // One client per worker: its keep-alive sockets serve every endpoint's rounds.
  const http = createWebhookHttpClient({
    allowPrivate: deps.config.webhooks.allowPrivate,
    timeoutMs: deps.config.webhooks.timeoutMs,
  });
  return {
    /** Delivers the endpoint's due events (one round); database outages retry, delivery failures are recorded. */
    async deliverWebhookRound(endpointId: number): Promise<DeliveryRound> {
      return deliverDueEvents({ ...deps, http, progress: throttledHeartbeat(1000) }, endpointId);
    },

    /** Mails the organization's admins once when the endpoint was disabled; nothing otherwise. */
    async notifyWebhookEndpointDisabled(endpointId: number): Promise<void> {
      const mailed = await mailEndpointDisabled(deps, endpointId);
      if (mailed > 0) deps.logger.warn({ endpointId, mailed }, 'webhook endpoint disabled; its admins were mailed');
    },
  };
}
