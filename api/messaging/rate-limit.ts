import type { RequestHandler } from 'express';
import type { ApiDeps } from '../http/deps';
import { tenantAuth } from '../http/middleware/authenticate';
import { tooManyRequests } from '../http/errors/errors';
import { takeRateLimitSlots } from '../../db/messaging/rate-limit';
import { createCoalescer } from '../../infra/coalescer';

/** The three send endpoints share one budget per tenant (decisions §5). */
const SEND_LIMIT_KEY = 'sms-send';

/** A tenant's requests that arrive while its previous take runs are taken together, up to this many. */
const MAX_GROUP = 100;

/**
 * 60 requests per rolling minute per tenant (config.sendRateLimitPerMinute), shared by every API process. A tenant's
 * concurrent requests take their slots in one statement (infra/coalescer.ts), granted in arrival order; each
 * answers 0 (pass) or the seconds to wait.
 */
function takeSendSlot(deps: ApiDeps): (tenantId: number) => Promise<number> {
  const take = createCoalescer(MAX_GROUP, async (_key, requests: number[]) => {
    // A group holds one request at least, all of the one tenant its key names.
    const { granted, wait } = await takeRateLimitSlots(deps.sequelize, requests[0]!, SEND_LIMIT_KEY, deps.config.sendRateLimitPerMinute, requests.length);
    return requests.map((_tenantId, i) => (i < granted ? 0 : wait));
  });
  return (tenantId) => take(`${SEND_LIMIT_KEY}:${tenantId}`, tenantId);
}

export const sendRateLimit = (deps: ApiDeps): RequestHandler => {
  const takeSlot = takeSendSlot(deps);
  return async (req, _res, next) => {
    const wait = await takeSlot(tenantAuth(req).tenantId);
    if (wait > 0) throw tooManyRequests('Too many send requests. Please slow down.', wait);
    next();
  };
};
