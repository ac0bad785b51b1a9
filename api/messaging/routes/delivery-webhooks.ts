import { createHash, timingSafeEqual } from 'node:crypto';
import { Router, type Request } from 'express';
import type { ApiDeps } from '../../deps';
import { fieldError, unauthenticated } from '../../errors';
import { parseDeliveryCallback } from '../../../lib/messaging/delivery-callback';
import { receiveDeliveryReports } from '../../../lib/messaging/delivery-callbacks';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Only the gateway knows the callback URL's token (we send it as `notifyUrl` with every message). With
 * DELIVERY_WEBHOOK_TOKEN set, the token path must carry it (compared in constant time) and the bare path is
 * refused; unset, only the bare path is open (development).
 */
function assertFromGateway(req: Request, token: string | undefined): void {
  const given = typeof req.params.token === 'string' ? req.params.token : undefined;
  if (!token && given === undefined) return;
  if (token && given !== undefined && timingSafeEqual(digest(given), digest(token))) return;
  throw unauthenticated('This delivery callback URL is not valid.');
}

/**
 * The SMS gateway's delivery callback (interface §4.8c, decisions §5): answered 200 at once for unknown ids,
 * repeats and stale statuses alike, so the gateway never retries those. A report for an id we have not stored yet
 * is held and applied when the submission stores it. Only a body that is no delivery callback at all gets 422.
 */
export function createDeliveryWebhooksRouter(deps: ApiDeps): Router {
  const router = Router();

  router.post(['/webhooks/delivery', '/webhooks/delivery/:token'], async (req, res) => {
    assertFromGateway(req, deps.config.deliveryWebhookToken);
    const parsed = parseDeliveryCallback(req.body);
    if (!parsed) throw fieldError('messageId', 'The messageId and status fields are required.');
    if (parsed.unrecognized > 0) deps.logger.warn({ unrecognized: parsed.unrecognized }, 'delivery callback with an unknown status ignored');
    const received = await receiveDeliveryReports(deps, parsed.updates, req.ip ?? 'unknown');
    res.json({ message: 'Delivery report received.', updated: received.updated });
  });

  return router;
}
