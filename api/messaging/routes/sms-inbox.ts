import { Router } from 'express';
import type { ApiDeps } from '../../http/deps';
import { requirePermission, tenantAuth } from '../../http/middleware/authenticate';
import { validateQuery } from '../../http/middleware/validate';
import { paginated, toPageRequest } from '../../http/pagination';
import { listSmsInboxQuery, type ListSmsInboxQuery } from '../schemas/sms-inbox';
import { presentSmsInboundMessage } from '../presenters/sms-inbound-message';
import { listSmsInbox } from '../../../db/messaging/sms-inbound';

/** Incoming SMS (docs/providers.md §1.8), newest first; only those that belong to this organization. */
export function createSmsInboxRouter(deps: ApiDeps): Router {
  const router = Router();

  router.get('/sms/inbox', requirePermission('messages.view'), validateQuery(listSmsInboxQuery), async (req, res) => {
    const page = toPageRequest(res.locals.query as ListSmsInboxQuery);
    const { rows, total } = await listSmsInbox(deps.sequelize, tenantAuth(req).tenantId, {
      limit: page.perPage,
      offset: page.offset,
    });
    res.json(paginated(req, deps.config.publicBaseUrl, page, total, rows.map(presentSmsInboundMessage)));
  });

  return router;
}
