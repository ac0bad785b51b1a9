/**
 * One delivery round of an endpoint (the activity behind its workflow): up to ROUND_SIZE due events, oldest first,
 * POSTed signed with a few requests in flight, every attempt recorded, the endpoint's health updated, all in one
 * transaction after the requests. Rounds are large so that the per-round costs (an activity and a timer in Temporal,
 * the endpoint's row, the transaction) are shared by hundreds of events. A round stops taking new events after
 * ROUND_BUDGET_MS (a slow endpoint), so it always ends well inside its activity's timeout. A round in which every
 * attempt failed stops early and pauses the endpoint (backoff per consecutive failed round), so an endpoint that is
 * down costs one probe per step instead of one request per waiting event.
 */
import type { Sequelize } from 'sequelize';
import type { AppConfig } from '../../infra/config';
import type { WebhookHttpClient, WebhookResponse } from '../../infra/webhook-http';
import {
  dueEvents,
  loadDeliveryEndpoint,
  markEndpointFailing,
  markEndpointHealthy,
  nextDueAt,
  purgeOldEvents,
  recordAttempts,
  type AttemptOutcome,
  type DeliveryEndpoint,
  type DueEvent,
} from '../../db/webhooks/delivery-queue';
import { createWebhookSigner } from '../../domain/webhooks/signing';
import { webhookSecretBox } from './secrets';
import { retryDelayMs } from '../../domain/webhooks/retry-policy';

/**
 * What the workflow does next: deliver again at `notBefore` (the endpoint's pace), sleep until `nextAt` (or a
 * wake-up), end, or stop for good.
 */
export type DeliveryRound =
  | { state: 'more'; notBefore: number }
  | { state: 'waiting'; nextAt: number }
  | { state: 'idle' }
  | { state: 'stopped' };

export interface DeliveryDeps {
  sequelize: Sequelize;
  config: AppConfig;
  http: WebhookHttpClient;
  /** Called after every attempt (the activity heartbeats, at most once a second). */
  progress: () => void;
}

/** Events per round and requests in flight at once per endpoint. */
export const ROUND_SIZE = 500;
export const CONCURRENCY = 8;
/**
 * No new attempt starts after this long in a round: with WEBHOOKS_TIMEOUT_MS (10 s) per attempt a round ends within
 * about 70 s, inside the activity's 3-minute timeout, so a slow endpoint never makes a round redeliver all it sent.
 */
export const ROUND_BUDGET_MS = 60_000;
/** Delivered and failed events (with their attempts) are kept this long for the deliveries listing. */
const RETENTION_DAYS = 30;

const isSuccess = (response: WebhookResponse): boolean =>
  'status' in response && response.status >= 200 && response.status < 300;

/**
 * POSTs the events with CONCURRENCY in flight; stops taking new ones once the first CONCURRENCY all failed or the
 * round's budget is spent (the rest stay pending for the next round).
 */
async function attemptAll(
  deps: DeliveryDeps,
  endpoint: DeliveryEndpoint,
  events: DueEvent[],
): Promise<AttemptOutcome[]> {
  const box = webhookSecretBox(deps.config.webhooks);
  const sealed = [endpoint.secretCiphertext, endpoint.previousSecretCiphertext].filter((c): c is string => c !== null);
  const sign = createWebhookSigner(sealed.map((ciphertext) => box.open(ciphertext)));
  const outcomes: AttemptOutcome[] = [];
  let next = 0;
  const failing = () => outcomes.length >= CONCURRENCY && outcomes.every((o) => !o.ok);
  const deadline = Date.now() + ROUND_BUDGET_MS;
  const worker = async () => {
    while (next < events.length && !failing() && Date.now() < deadline) {
      const event = events[next++]!;
      const attemptedAt = new Date();
      const response = await deps.http.post({
        url: endpoint.url,
        headers: sign(event.webhookId, attemptedAt, event.body),
        body: event.body,
      });
      const ok = isSuccess(response);
      outcomes.push({
        eventId: event.id,
        attemptedAt,
        ok,
        durationMs: response.durationMs,
        responseStatus: 'status' in response ? response.status : null,
        error: 'error' in response ? response.error : null,
        retryInMs: retryDelayMs(deps.config.webhooks, event.attempts + 1),
      });
      deps.progress();
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, events.length) }, worker));
  return outcomes;
}

/** Writes a round's outcomes; true when the endpoint got disabled by it. */
async function recordRound(
  deps: DeliveryDeps,
  endpoint: DeliveryEndpoint,
  outcomes: AttemptOutcome[],
): Promise<boolean> {
  const { retryHorizonMs } = deps.config.webhooks;
  return deps.sequelize.transaction(async (tx) => {
    await recordAttempts(deps.sequelize, tx, outcomes, retryHorizonMs);
    if (outcomes.some((o) => o.ok)) {
      if (endpoint.failing || endpoint.consecutiveFailures > 0)
        await markEndpointHealthy(deps.sequelize, tx, endpoint.id);
      return false;
    }
    const pauseMs = retryDelayMs(deps.config.webhooks, endpoint.consecutiveFailures + 1);
    const failedFrom = new Date(Math.min(...outcomes.map((o) => o.attemptedAt.getTime())));
    return markEndpointFailing(deps.sequelize, tx, endpoint.id, pauseMs, retryHorizonMs, failedFrom);
  });
}

/** Runs one round for the endpoint and says what its workflow should do next. Safe to retry (at least once). */
export async function deliverDueEvents(deps: DeliveryDeps, endpointId: number): Promise<DeliveryRound> {
  const started = Date.now();
  const endpoint = await loadDeliveryEndpoint(deps.sequelize, endpointId);
  if (!endpoint || endpoint.status !== 'enabled') return { state: 'stopped' };
  if (endpoint.pausedUntil !== null) return { state: 'waiting', nextAt: endpoint.pausedUntil };
  const events = await dueEvents(deps.sequelize, endpointId, ROUND_SIZE);
  if (events.length === 0) {
    const nextAt = await nextDueAt(deps.sequelize, endpointId);
    if (nextAt !== null) return { state: 'waiting', nextAt };
    await purgeOldEvents(deps.sequelize, endpointId, RETENTION_DAYS, 10_000);
    return { state: 'idle' };
  }
  const outcomes = await attemptAll(deps, endpoint, events);
  if (await recordRound(deps, endpoint, outcomes)) return { state: 'stopped' };
  return {
    state: 'more',
    notBefore: started + Math.ceil((outcomes.length * 1000) / deps.config.webhooks.maxPerSecond),
  };
}
