import type { RequestHandler } from 'express';
import type { ApiDeps } from '../deps';
import { tenantAuth } from '../middleware/authenticate';
import { tooManyRequests } from '../errors';
import { takeRateLimitSlot } from '../../db/rate-limit';

/** The three send endpoints share one budget per tenant (decisions §5). */
const SEND_LIMIT_KEY = 'sms-send';

/** 60 requests per rolling minute per tenant (config.sendRateLimitPerMinute), shared by every API process. */
export const sendRateLimit = (deps: ApiDeps): RequestHandler => async (req, _res, next) => {
  const wait = await takeRateLimitSlot(deps.sequelize, tenantAuth(req).tenantId, SEND_LIMIT_KEY, deps.config.sendRateLimitPerMinute);
  if (wait > 0) throw tooManyRequests('Too many send requests. Please slow down.', wait);
  next();
};
