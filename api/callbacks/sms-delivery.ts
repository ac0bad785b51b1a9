import { createHash, timingSafeEqual } from 'node:crypto';
import { Router, type Request } from 'express';
import type { ApiDeps } from '../http/deps';
import { fieldError, unauthenticated } from '../http/errors/errors';
import { parseDeliveryCallback } from './parse-delivery-callback';
import {
  receiveDeliveryReports,
  type ReceivedCallback,
} from '../../use-cases/messaging/delivery/apply-delivery-reports';
import { deferDeliveryReports } from '../../use-cases/messaging/delivery/delivery-report-inbox';
import type { DeliveryUpdate } from '../../domain/messaging/sms-status';
import { isDatabaseUnavailable } from '../../db/database-unavailable';
import type { DeliveryCallbackReceived } from '../messaging/presenters/delivery-callback';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Only the gateway knows the callback URL's token (we send it as `notifyUrl` with every message). With
 * DELIVERY_WEBHOOK_TOKEN set, the token path must carry it (compared in constant time) and the bare path is
 * refused; unset, only the bare path is open (development).
 */
export function assertFromGateway(req: Request, token: string | undefined): void {
  const given = typeof req.params.token === 'string' ? req.params.token : undefined;
  if (!token && given === undefined) return;
  if (token && given !== undefined && timingSafeEqual(digest(given), digest(token))) return;
  throw unauthenticated('This delivery callback URL is not valid.');
}

/**
 * Applies the reports now; while PostgreSQL is down they go to the delivery-report inbox workflow instead, which
 * applies them within seconds of its return (a 500 would make the gateway retry a few seconds, then give up).
 * Throws (500) only when Temporal cannot take them either.
 */
async function receiveOrDefer(deps: ApiDeps, updates: DeliveryUpdate[], source: string): Promise<ReceivedCallback> {
  try {
    return await receiveDeliveryReports(deps, updates, source);
  } catch (err) {
    if (!isDatabaseUnavailable(err)) throw err;
    await deferDeliveryReports(deps, updates, source);
    deps.logger.warn(
      { reports: updates.length },
      'delivery reports kept in Temporal while the database is unavailable',
    );
    return { updated: 0, dropped: 0 };
  }
}

/**
 * The SMS gateway's delivery callback (docs/interface.md §4.8c, docs/decisions.md §5): answered 200 at once for unknown ids,
 * repeats and stale statuses alike, so the gateway never retries those. A report for an id we have not stored yet
 * is held and applied when the submission stores it. Only a body that is no delivery callback at all gets 422.
 */
export function createDeliveryWebhooksRouter(deps: ApiDeps): Router {
  const router = Router();

  router.post(['/webhooks/delivery', '/webhooks/delivery/:token'], async (req, res) => {
    assertFromGateway(req, deps.config.deliveryWebhookToken);
    const parsed = parseDeliveryCallback(req.body);
    if (!parsed) throw fieldError('messageId', 'The messageId and status fields are required.');
    if (parsed.unrecognized > 0)
      deps.logger.warn({ unrecognized: parsed.unrecognized }, 'delivery callback with an unknown status ignored');
    const received = await receiveOrDefer(deps, parsed.updates, req.ip ?? 'unknown');
    res.json({ message: 'Delivery report received.', updated: received.updated } satisfies DeliveryCallbackReceived);
  });

  return router;
}
