/** Test-only control API under `/__sandbox` (docs/providers.md §0 and §1.7.10); the real gateway has none of it. */
import { Router, type RequestHandler } from 'express';
import type { DeliveryEngine } from './delivery';
import { CONTROL_PREFIX } from './middleware';
import { presentLogRow, presentReportRow } from './presenters';
import { ERROR_NAMES, errorOf, findError, findStatus } from './statuses';
import type { SmsStore } from './store';
import { BadRequestError } from './validation';
import { normalizeMsisdn } from './numbers';
import { newInboundSms } from './inbound';

export interface ControlRouterDeps {
  store: SmsStore;
  delivery: DeliveryEngine;
  /** Where incoming SMS are posted (config.inboundUrl). */
  inboundUrl: string;
}

function bodyOf(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new BadRequestError('body must be a JSON object');
  }
  return body as Record<string, unknown>;
}

function integerField(
  body: Record<string, unknown>,
  field: string,
  min: number,
  max: number,
  fallback?: number,
): number {
  const value = body[field] ?? fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new BadRequestError(`${field} must be an integer from ${min} to ${max}`);
  }
  return value;
}

function gatewayPathField(body: Record<string, unknown>): string {
  const path = body.path;
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith(CONTROL_PREFIX)) {
    throw new BadRequestError(`path must be a gateway path such as /api/sms/v1/text/single`);
  }
  return path;
}

function presentState({ store, delivery }: ControlRouterDeps): Record<string, unknown> {
  return {
    balance: store.balance,
    messages: store.allMessages().map((message) => ({
      ...presentLogRow(message, store.getReport(message.messageId)),
      notifyUrl: message.notifyUrl,
    })),
    reports: store.allReports().flatMap((report) => {
      const message = store.getMessage(report.messageId);
      return message ? [presentReportRow(message, report)] : [];
    }),
    inbound: store.inbound,
    callbacks: store.callbackAttempts.map((attempt) => ({ ...attempt, at: new Date(attempt.at).toISOString() })),
    faults: [...store.faults].map(([path, fault]) => ({ path, ...fault })),
    latencies: [...store.latencies].map(([path, latency]) => ({ path, ...latency })),
    pending: delivery.pending,
  };
}

const setFault =
  (store: SmsStore): RequestHandler =>
  (req, res) => {
    const body = bodyOf(req.body);
    const path = gatewayPathField(body);
    const status = integerField(body, 'status', 200, 599);
    const count = integerField(body, 'count', 1, 1_000_000, 1);
    const retryAfter = body.retryAfter === undefined ? null : integerField(body, 'retryAfter', 0, 86_400);
    if (body.to !== undefined && (typeof body.to !== 'string' || body.to === ''))
      throw new BadRequestError('to must be a non-empty string');
    const to = typeof body.to === 'string' ? normalizeMsisdn(body.to) : undefined;
    store.faults.set(path, { status, remaining: count, retryAfter, to });
    res.json({ path, status, count, retryAfter, to: to ?? null });
  };

const setLatency =
  (store: SmsStore): RequestHandler =>
  (req, res) => {
    const body = bodyOf(req.body);
    const path = gatewayPathField(body);
    const ms = integerField(body, 'ms', 0, 600_000);
    const count = integerField(body, 'count', 1, 1_000_000, 1);
    if (body.to !== undefined && (typeof body.to !== 'string' || body.to === ''))
      throw new BadRequestError('to must be a non-empty string');
    const to = typeof body.to === 'string' ? normalizeMsisdn(body.to) : undefined;
    store.latencies.set(path, { ms, remaining: count, to });
    res.json({ path, ms, count, to: to ?? null });
  };

const setBalance =
  (store: SmsStore): RequestHandler =>
  (req, res) => {
    const body = bodyOf(req.body);
    store.balance = body.sms_balance === null ? null : integerField(body, 'sms_balance', 0, Number.MAX_SAFE_INTEGER);
    res.json({ sms_balance: store.balance });
  };

/** Writes a report now (replacing any pending automatic one) and fires its callback. */
const postReport =
  ({ store, delivery }: ControlRouterDeps): RequestHandler =>
  (req, res) => {
    const body = bodyOf(req.body);
    const message = store.getMessage(String(req.params.messageId));
    if (!message) {
      res.status(404).json({ error: 'Unknown messageId' });
      return;
    }
    const status = typeof body.status === 'string' ? findStatus(body.status) : undefined;
    if (!status) throw new BadRequestError('status must be a status name of the gateway vocabulary');
    const error = body.error === undefined ? errorOf('NO_ERROR') : findError(String(body.error));
    if (!error) throw new BadRequestError(`error must be one of ${ERROR_NAMES.join(', ')}`);
    const report = delivery.writeReport(message, status, error);
    res.json({ results: [presentReportRow(message, report)] });
  };

/** A handset replies: the incoming SMS is posted to the platform (`url` overrides the configured target). */
const postInbound =
  ({ store, delivery, inboundUrl }: ControlRouterDeps): RequestHandler =>
  (req, res) => {
    const body = bodyOf(req.body);
    if (body.url !== undefined && (typeof body.url !== 'string' || !/^https?:\/\//.test(body.url)))
      throw new BadRequestError('url must be an http(s) URL');
    const sms = newInboundSms(body, typeof body.url === 'string' ? body.url : inboundUrl);
    store.inbound.push(sms);
    delivery.postInbound(sms);
    res.json(sms);
  };

export function createControlRouter(deps: ControlRouterDeps): Router {
  const router = Router();
  router.post('/reset', (_req, res) => {
    deps.delivery.reset();
    deps.store.reset();
    res.json({ reset: true });
  });
  router.get('/state', (_req, res) => {
    res.json(presentState(deps));
  });
  router.post('/faults', setFault(deps.store));
  router.post('/latency', setLatency(deps.store));
  router.post('/balance', setBalance(deps.store));
  router.post('/sms/:messageId/report', postReport(deps));
  router.post('/inbound', postInbound(deps));
  return router;
}
