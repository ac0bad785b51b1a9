import express, { type NextFunction, type Request, type RequestHandler, type Response, type Router } from 'express';
import type { SandboxContext } from './context';
import { buildErrorBody, invalidField, invalidTransition, isRecord, orderNotFound } from './errors';
import { presentTransactionStatus } from './orders';
import { type SettleAction, type SettleDetails, settleOrder } from './settlement';
import type { Fault } from './store';

export const CONTROL_PREFIX = '/__sandbox';

function readSettleDetails(body: unknown): SettleDetails {
  if (body === undefined) return {};
  if (!isRecord(body)) throw invalidField('request', 'The body must be a JSON object');
  const details: SettleDetails = {};
  for (const field of ['payment_method', 'phone'] as const) {
    const value = body[field];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string') throw invalidField(field, `${field} must be a string`);
    details[field] = value;
  }
  return details;
}

/** `POST /__sandbox/orders/:id/complete|fail|reverse`: 200 with the status object, 409 for a forbidden move. */
function handleSettle(ctx: SandboxContext, action: SettleAction): RequestHandler<{ id: string }> {
  return (req, res) => {
    const details = readSettleDetails(req.body);
    const order = ctx.store.orders.get(req.params.id);
    if (!order) throw orderNotFound(req.params.id);
    const outcome = settleOrder(ctx, order, action, details);
    if (outcome.kind === 'conflict') throw invalidTransition(outcome.message);
    res.json(presentTransactionStatus(order));
  };
}

function readFault(body: unknown): Fault {
  const input = isRecord(body) ? body : {};
  const { path, status, count = 1, retryAfter } = input;
  if (typeof path !== 'string' || !path.startsWith('/')) throw invalidField('path', 'path must start with /');
  if (!Number.isInteger(status) || (status as number) < 100 || (status as number) > 599) {
    throw invalidField('status', 'status must be an HTTP status code');
  }
  if (!Number.isInteger(count) || (count as number) < 1)
    throw invalidField('count', 'count must be a positive integer');
  const hasRetryAfter = retryAfter !== undefined && retryAfter !== null;
  if (hasRetryAfter && (typeof retryAfter !== 'number' || !(retryAfter >= 0))) {
    throw invalidField('retryAfter', 'retryAfter must be a number of seconds');
  }
  return {
    path,
    status: status as number,
    remaining: count as number,
    retryAfter: hasRetryAfter ? (retryAfter as number) : null,
  };
}

/**
 * Runs before everything else: the next `count` requests to a faulted path get its status and touch no state.
 * Control routes are exempt so a test can always reset.
 */
export function createFaultMiddleware(ctx: SandboxContext): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.path.startsWith(CONTROL_PREFIX)) {
      next();
      return;
    }
    const fault = ctx.store.takeFault(req.path);
    if (!fault) {
      next();
      return;
    }
    ctx.logger.info({ path: req.path, status: fault.status }, 'injected fault');
    if (fault.retryAfter !== null) res.set('Retry-After', String(fault.retryAfter));
    const type = fault.status >= 500 ? 'api_error' : 'invalid_request_error';
    const message = `Injected sandbox fault (HTTP ${fault.status})`;
    res.status(fault.status).json(buildErrorBody(type, 'sandbox_fault', message, String(fault.status)));
  };
}

/** Test-only routes under `/__sandbox` (never on the real provider). */
export function createControlRouter(ctx: SandboxContext, reset: () => void): Router {
  const router = express.Router();
  for (const action of ['complete', 'fail', 'reverse'] as const) {
    router.post(`${CONTROL_PREFIX}/orders/:id/${action}`, handleSettle(ctx, action));
  }
  router.post(`${CONTROL_PREFIX}/reset`, (_req, res) => {
    reset();
    res.json({ status: '200', message: 'Sandbox state cleared' });
  });
  router.get(`${CONTROL_PREFIX}/state`, (_req, res) => {
    res.json(ctx.store.snapshot());
  });
  router.post(`${CONTROL_PREFIX}/faults`, (req, res) => {
    const fault = readFault(req.body);
    ctx.store.faults.push(fault);
    res.json({ fault, faults: ctx.store.faults });
  });
  router.delete(`${CONTROL_PREFIX}/faults`, (_req, res) => {
    ctx.store.faults.length = 0;
    res.json({ faults: [] });
  });
  return router;
}
