/** Test-only control API under `/__sandbox` (docs/providers.md §0 and §3.5.8); the real Graph API has none of it. */
import { Router, type RequestHandler } from 'express';
import { CONTROL_PREFIX, ControlError, unversionedPath } from './middleware';
import { parseInboundBody, parseTemplateBody } from './control-bodies';
import { normalizeNumber } from './magic-numbers';
import { newWamid } from './send';
import type { StatusLadder } from './status-ladder';
import type { ChatStatus, ChatStore } from './store';
import type { ThroughputWindow } from './throughput';
import { verifyWebhook, type VerifyConfig } from './verify-handshake';
import type { WebhookSender } from './webhooks';

export interface ControlRouterDeps {
  store: ChatStore;
  ladder: StatusLadder;
  webhooks: WebhookSender;
  throughput: ThroughputWindow;
  verify: VerifyConfig;
  /** New template ids for `POST /__sandbox/chat/templates`. */
  nextTemplateId: () => string;
}

const STATUSES: readonly ChatStatus[] = ['sent', 'delivered', 'read', 'failed'];

function bodyOf(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new ControlError(400, 'body must be a JSON object');
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
    throw new ControlError(400, `${field} must be an integer from ${min} to ${max}`);
  }
  return value;
}

function graphPathField(body: Record<string, unknown>): string {
  const path = body.path;
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith(CONTROL_PREFIX)) {
    throw new ControlError(400, 'path must be a Graph path such as /v21.0/100000000000001/messages');
  }
  return unversionedPath(path);
}

function presentState({ store, ladder, webhooks, throughput }: ControlRouterDeps): Record<string, unknown> {
  // Grouped once: a 10,000-send run has 30,000 webhooks.
  const attempts = new Map<string, Array<Record<string, unknown>>>();
  for (const { messageId, attempt, statusCode, error, at } of store.webhookAttempts) {
    const list = attempts.get(messageId) ?? [];
    list.push({ attempt, statusCode, error, at: new Date(at).toISOString() });
    attempts.set(messageId, list);
  }
  return {
    messages: store
      .allMessages()
      .map(({ conversationId: _conversation, pendingSteps, posted, acceptedAt, ...message }) => ({
        ...message,
        acceptedAt: new Date(acceptedAt).toISOString(),
        statusesPosted: posted,
        statusesPending: pendingSteps,
      })),
    webhooks: store.webhooks.map((delivery) => ({ ...delivery, attempts: attempts.get(delivery.id) ?? [] })),
    faults: [...store.faults].map(([path, fault]) => ({ path, ...fault })),
    latencies: [...store.latencies].map(([path, latency]) => ({ path, ...latency })),
    throughputPerSecond: throughput.perSecond,
    pending: { statuses: ladder.pending, webhooks: webhooks.pending },
  };
}

const setFault =
  (store: ChatStore): RequestHandler =>
  (req, res) => {
    const body = bodyOf(req.body);
    const path = graphPathField(body);
    const status = integerField(body, 'status', 200, 599);
    const count = integerField(body, 'count', 1, 1_000_000, 1);
    const code = body.code === undefined ? null : integerField(body, 'code', 0, 10_000_000);
    const retryAfter = body.retryAfter === undefined ? null : integerField(body, 'retryAfter', 0, 86_400);
    store.faults.set(path, { status, code, remaining: count, retryAfter });
    res.json({ path, status, code, count, retryAfter });
  };

const setLatency =
  (store: ChatStore): RequestHandler =>
  (req, res) => {
    const body = bodyOf(req.body);
    const path = graphPathField(body);
    const ms = integerField(body, 'ms', 0, 600_000);
    const count = integerField(body, 'count', 1, 1_000_000, 1);
    const drop = body.drop === true;
    if (body.to !== undefined && (typeof body.to !== 'string' || body.to === ''))
      throw new ControlError(400, 'to must be a non-empty string');
    const to = typeof body.to === 'string' ? normalizeNumber(body.to) : null;
    store.latencies.set(path, { ms, drop, remaining: count, to });
    res.json({ path, ms, drop, count, to });
  };

/** Posts the signed inbound webhook and opens the sender's 24 h window for free-form text. */
const postInbound =
  ({ store, webhooks }: ControlRouterDeps): RequestHandler =>
  (req, res) => {
    const inbound = parseInboundBody(bodyOf(req.body));
    const at = Date.now();
    const wamid = newWamid(inbound.from);
    store.recordInbound(inbound.from, at);
    const delivery = webhooks.postInbound({ ...inbound, wamid, at });
    res.json({ id: wamid, from: inbound.from, type: inbound.reply.type, webhook: delivery.id });
  };

/** Posts any status of a known message now; its automatic ladder stops. */
const postStatus =
  ({ store, ladder }: ControlRouterDeps): RequestHandler =>
  (req, res) => {
    const body = bodyOf(req.body);
    const message = store.getMessage(String(req.params.wamid));
    if (!message) throw new ControlError(404, 'Unknown wamid');
    const status = body.status as ChatStatus;
    if (!STATUSES.includes(status)) throw new ControlError(400, `status must be one of ${STATUSES.join(', ')}`);
    const errorCode = status === 'failed' ? integerField(body, 'code', 0, 10_000_000, 131000) : undefined;
    ladder.postNow(message, errorCode === undefined ? { status } : { status, errorCode });
    res.json({ id: message.wamid, status, ...(errorCode === undefined ? {} : { code: errorCode }) });
  };

export function createControlRouter(deps: ControlRouterDeps): Router {
  const router = Router();
  router.post('/reset', (_req, res) => {
    deps.ladder.reset();
    deps.webhooks.reset();
    deps.throughput.reset();
    deps.store.reset();
    res.json({ reset: true });
  });
  router.get('/state', (_req, res) => {
    res.json(presentState(deps));
  });
  router.post('/faults', setFault(deps.store));
  router.post('/latency', setLatency(deps.store));
  router.post('/chat/inbound', postInbound(deps));
  router.post('/chat/verify', async (req, res) => {
    res.json(await verifyWebhook(deps.verify, bodyOf(req.body ?? {})));
  });
  router.post('/chat/templates', (req, res) => {
    res.json(deps.store.upsertTemplate(parseTemplateBody(bodyOf(req.body)), deps.nextTemplateId()));
  });
  router.post('/chat/:wamid/status', postStatus(deps));
  return router;
}
