import type { RequestHandler } from 'express';
import type { ApiDeps } from '../http/deps';
import { tenantAuth } from '../http/middleware/authenticate';
import { tooManyRequests } from '../http/errors/errors';
import { sendSlotTaker } from '../../use-cases/messaging/send/send-rate-limit';

/** The tenant's send rate limit (use-cases/messaging/send/send-rate-limit.ts): 429 with Retry-After past it. */
export const sendRateLimit = (deps: ApiDeps): RequestHandler => {
  const takeSlot = sendSlotTaker(deps);
  return async (req, _res, next) => {
    const wait = await takeSlot(tenantAuth(req).tenantId);
    if (wait > 0) throw tooManyRequests('Too many send requests. Please slow down.', wait);
    next();
  };
};
