/**
 * Wakes the delivery workflow of every endpoint that got new events, without any cost in the transactions that emit
 * them: one poller per worker process reads the outbox ids inserted since its previous poll (every POLL_INTERVAL_MS,
 * on the primary key) and signals each endpoint at most once a second, however many events arrive (a 100k-message
 * batch costs a signal a second, not a signal per message). Not NOTIFY: PostgreSQL serializes notifying commits
 * through their WAL flush, which cost a bulk send two thirds of its rate. An event whose transaction took an id
 * before the previous poll but committed after it, a failed signal or a terminated workflow are caught by the
 * sweep on start and once a minute (endpoints whose due events wait for over a minute).
 */
import type { Client } from '@temporalio/client';
import type { Sequelize } from 'sequelize';
import type { Logger } from '../../infra/logger';
import { endpointsWithWork } from '../../db/webhooks/delivery-queue';
import { endpointsWithEventsAfter, newestEventId } from '../../db/webhooks/new-events';
import { wakeWebhookEndpoint, type EndpointToWake } from './delivery-workflow';

export interface WakeupDeps {
  sequelize: Sequelize;
  temporal: Client;
  taskQueue: string;
  logger: Logger;
}

const POLL_INTERVAL_MS = 500;
const MIN_SIGNAL_INTERVAL_MS = 1000;
const SWEEP_INTERVAL_MS = 60_000;

/** Signals each endpoint at most once per MIN_SIGNAL_INTERVAL_MS, the last request of a burst included (trailing edge). */
function createThrottledWake(wake: (endpoint: EndpointToWake) => Promise<void>) {
  const last = new Map<number, number>();
  const timers = new Map<number, NodeJS.Timeout>();
  const fire = (endpoint: EndpointToWake) => {
    timers.delete(endpoint.endpointId);
    last.set(endpoint.endpointId, Date.now());
    void wake(endpoint);
  };
  return {
    request(endpoint: EndpointToWake) {
      if (timers.has(endpoint.endpointId)) return;
      const wait = (last.get(endpoint.endpointId) ?? 0) + MIN_SIGNAL_INTERVAL_MS - Date.now();
      if (wait <= 0) fire(endpoint);
      else
        timers.set(
          endpoint.endpointId,
          setTimeout(() => fire(endpoint), wait),
        );
    },
    stop: () => timers.forEach((timer) => clearTimeout(timer)),
  };
}

/** Runs `step` every `intervalMs` after the previous run ended (never two at once); `stop` waits for a running one. */
function repeat(step: () => Promise<void>, intervalMs: number): { stop(): Promise<void> } {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const schedule = () => {
    if (!stopped)
      timer = setTimeout(() => {
        running = step().finally(schedule);
      }, intervalMs);
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

export function startWebhookWakeups(deps: WakeupDeps): { stop(): Promise<void> } {
  const log = deps.logger.child({ component: 'webhook-wakeups' });
  const throttle = createThrottledWake(async (endpoint) => {
    try {
      await wakeWebhookEndpoint(deps, endpoint);
    } catch (err) {
      log.warn(
        { err: { message: (err as Error).message }, endpointId: endpoint.endpointId },
        'webhook endpoint not woken; the sweep retries',
      );
    }
  });
  const sweep = async (overdueOnly: boolean) => {
    (await endpointsWithWork(deps.sequelize, overdueOnly)).forEach((endpoint) => throttle.request(endpoint));
  };
  /** Highest event id already looked at; null until the start-up read (and its full sweep) succeeded. */
  let seenUpTo: number | null = null;
  const poll = async () => {
    try {
      if (seenUpTo === null) {
        const newest = await newestEventId(deps.sequelize);
        await sweep(false);
        seenUpTo = newest;
        return;
      }
      const endpoints = await endpointsWithEventsAfter(deps.sequelize, seenUpTo);
      for (const endpoint of endpoints) {
        throttle.request(endpoint);
        seenUpTo = Math.max(seenUpTo, endpoint.lastId);
      }
    } catch (err) {
      log.warn({ err: { message: (err as Error).message } }, 'webhook outbox poll failed; the next one retries');
    }
  };
  const poller = repeat(poll, POLL_INTERVAL_MS);
  const sweeper = repeat(
    () =>
      sweep(true).catch((err: Error) =>
        log.warn({ err: { message: err.message } }, 'webhook sweep failed; the next one retries'),
      ),
    SWEEP_INTERVAL_MS,
  );
  return {
    async stop() {
      await Promise.all([poller.stop(), sweeper.stop()]);
      throttle.stop();
    },
  };
}
