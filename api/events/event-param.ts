import type { Request, Response, NextFunction } from 'express';
import { notFound } from '../http/errors/errors';
import { tenantAuth } from '../http/middleware/authenticate';
import { idParam } from '../http/params';
import { Event } from '../../db/models';

/**
 * `router.param('event_id', …)` of every events router: an id that is not one of the tenant's events answers 404
 * before the body is validated, so everything under another tenant's (or no) event is simply not found.
 */
export async function requireTenantEventParam(req: Request, _res: Response, next: NextFunction): Promise<void> {
  try {
    const exists = await Event.count({ where: { id: idParam(req, 'event_id'), tenantId: tenantAuth(req).tenantId } });
    next(exists > 0 ? undefined : notFound('Event'));
  } catch (err) {
    next(err);
  }
}
