import { Router } from 'express';
import type { ApiDeps } from '../../deps';
import { fieldError } from '../../errors';
import { parseDeliveryCallback } from '../../../lib/messaging/delivery-callback';
import { ingestDeliveryUpdates } from '../../../db/messaging/held-delivery-reports';

/**
 * The SMS gateway's delivery callback (interface §4.8c, decisions §5): public, answered 200 at once for unknown
 * ids, repeats and stale statuses alike, so the gateway never retries those. A report for an id we have not
 * stored yet is held and applied when the submission stores it (db/held-delivery-reports.ts).
 * Only a body that is no delivery callback at all gets 422.
 */
export function createDeliveryWebhooksRouter(deps: ApiDeps): Router {
  const router = Router();

  router.post('/webhooks/delivery', async (req, res) => {
    const parsed = parseDeliveryCallback(req.body);
    if (!parsed) {
      throw fieldError('messageId', 'The messageId and status fields are required.');
    }
    if (parsed.unrecognized > 0) deps.logger.warn({ unrecognized: parsed.unrecognized }, 'delivery callback with an unknown status ignored');
    const changed = await ingestDeliveryUpdates(deps.sequelize, parsed.updates);
    res.json({ message: 'Delivery report received.', updated: changed.length });
  });

  return router;
}
