import type { RequestHandler } from 'express';
import type { ApiDeps } from '../http/deps';
import { tenantAuth } from '../http/middleware/authenticate';
import { tooManyRequests } from '../http/errors/errors';
import { sendSlotTaker } from '../../use-cases/messaging/send/send-rate-limit';

/**
 * The tenant's send rate limit (use-cases/messaging/send/send-rate-limit.ts): 429 with Retry-After past it. Every
 * answer after it, whatever its status, says how the window stands (IETF draft "RateLimit header fields for HTTP"):
 * the headers are set before the next handler runs, and the error handler keeps them.
 */
export const sendRateLimit = (deps: ApiDeps): RequestHandler => {
  const takeSlot = sendSlotTaker(deps);
  return async (req, res, next) => {
    const slot = await takeSlot(tenantAuth(req).tenantId);
    res.set({
      'RateLimit-Limit': String(slot.limit),
      'RateLimit-Remaining': String(slot.remaining),
      'RateLimit-Reset': String(slot.resetIn),
    });
    if (slot.wait > 0) throw tooManyRequests('Too many send requests. Please slow down.', slot.wait);
    next();
  };
};
