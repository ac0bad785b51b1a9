/**
 * Wakes the delivery workflow of every endpoint that got new events, without any cost in the code that emits them:
 * the outbox insert trigger NOTIFYs `webhook_events` at commit, and this listener (one per worker process) signals
 * the endpoint's workflow at most once a second, however many events arrive (a 100k-message batch costs a signal a
 * second, not a signal per message). Notifications lost while disconnected, a failed signal or a terminated workflow
 * are caught by a sweep on every (re)connection and once a minute (endpoints whose due events wait for over a minute).
 */
import type { Client } from '@temporalio/client';
import type { Sequelize } from 'sequelize';
import type { Logger } from '../infra/logger';
import { startPgListener } from '../infra/pg-listener';
import { endpointsWithWork } from '../../db/webhooks/delivery-queue';
import { wakeWebhookEndpoint, type EndpointToWake } from './delivery-workflow';

export interface WakeupDeps {
  sequelize: Sequelize;
  databaseUrl: string;
  temporal: Client;
  taskQueue: string;
  logger: Logger;
}

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
      else timers.set(endpoint.endpointId, setTimeout(() => fire(endpoint), wait));
    },
    stop: () => timers.forEach((timer) => clearTimeout(timer)),
  };
}

/** `<endpoint id>:<tenant id>` as the trigger sends it. */
function parsePayload(payload: string): EndpointToWake | null {
  const match = /^(\d+):(\d+)$/.exec(payload);
  return match ? { endpointId: Number(match[1]), tenantId: Number(match[2]) } : null;
}

export function startWebhookWakeups(deps: WakeupDeps): { stop(): Promise<void> } {
  const log = deps.logger.child({ component: 'webhook-wakeups' });
  const throttle = createThrottledWake(async (endpoint) => {
    try {
      await wakeWebhookEndpoint(deps, endpoint);
    } catch (err) {
      log.warn({ err: { message: (err as Error).message }, endpointId: endpoint.endpointId }, 'webhook endpoint not woken; the sweep retries');
    }
  });
  const sweep = async (overdueOnly: boolean) => {
    try {
      (await endpointsWithWork(deps.sequelize, overdueOnly)).forEach((endpoint) => throttle.request(endpoint));
    } catch (err) {
      log.warn({ err: { message: (err as Error).message } }, 'webhook sweep failed; the next one retries');
    }
  };
  const listener = startPgListener({
    databaseUrl: deps.databaseUrl, channel: 'webhook_events', logger: log,
    onNotify: (payload) => {
      const endpoint = parsePayload(payload);
      if (endpoint) throttle.request(endpoint);
    },
    // On every (re)connection: notifications sent while it was down are lost, so look at the outbox instead.
    onReset: () => void sweep(false),
  });
  const sweeper = setInterval(() => void sweep(true), SWEEP_INTERVAL_MS);
  return {
    async stop() {
      clearInterval(sweeper);
      throttle.stop();
      await listener.stop();
    },
  };
}
