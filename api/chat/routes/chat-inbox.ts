import { Router } from 'express';
import type { ApiDeps } from '../../http/deps';
import { requirePermission, tenantAuth } from '../../http/middleware/authenticate';
import { validateQuery } from '../../http/middleware/validate';
import { paginated, toPageRequest } from '../../http/pagination';
import { listChatInboxQuery, type ListChatInboxQuery } from '../schemas/chat-inbox';
import { presentChatInboundMessage } from '../presenters/chat-inbound-message';
import { listChatInbox } from '../../../db/chat/chat-inbound-messages';

/** Replies on the chat channel (docs/decisions.md §7), newest first; only those answering this organization. */
export function createChatInboxRouter(deps: ApiDeps): Router {
  const router = Router();

  router.get('/chat/inbox', requirePermission('messages'), validateQuery(listChatInboxQuery), async (req, res) => {
    const page = toPageRequest(res.locals.query as ListChatInboxQuery);
    const { rows, total } = await listChatInbox(deps.sequelize, tenantAuth(req).tenantId, {
      limit: page.perPage,
      offset: page.offset,
    });
    res.json(paginated(req, deps.config.publicBaseUrl, page, total, rows.map(presentChatInboundMessage)));
  });

  return router;
}
