import { Router } from 'express';
import type { ApiDeps } from '../../http/deps';
import { requirePermission, tenantAuth } from '../../http/middleware/authenticate';
import { validateQuery, withBody } from '../../http/middleware/validate';
import { deleteMessagesBody, listMessagesQuery, type ListMessagesQuery } from '../schemas/messages';
import { paginated, toPageRequest } from '../../http/pagination';
import { idParam } from '../../http/params';
import { notFound } from '../../http/errors/errors';
import { presentMessage, type MessagesDeleted } from '../presenters/message';
import { refreshMessageStatus } from '../../../use-cases/messaging/delivery/check-status';
import { findMessage, listMessages, type MessageFilters } from '../../../db/messaging/message-queries';
import { deleteMessages } from '../../../use-cases/messaging/messages';
import { addDays, darDayStart } from '../../../domain/calendar/dar-calendar';

/** Query → filters: `date_from`/`date_to` are Dar es Salaam days, both inclusive, on `sent_at`. */
function filtersOf(query: ListMessagesQuery): MessageFilters {
  return {
    status: query.status || undefined,
    batchId: query.batch_id || undefined,
    search: query.search || undefined,
    sentFrom: query.date_from ? darDayStart(query.date_from) : undefined,
    sentBefore: query.date_to ? darDayStart(addDays(query.date_to, 1)) : undefined,
  };
}

/** The tenant's SMS messages (docs/interface.md §4.4); cancel lives with scheduling in routes/sms.ts. */
export function createMessagesRouter(deps: ApiDeps): Router {
  const router = Router();

  router.get(
    '/messages',
    requirePermission('messages', 'messages.view'),
    validateQuery(listMessagesQuery),
    async (req, res) => {
      const query = res.locals.query as ListMessagesQuery;
      const page = toPageRequest(query);
      const result = await listMessages(deps.sequelize, tenantAuth(req).tenantId, filtersOf(query), {
        limit: page.perPage,
        offset: page.offset,
      });
      const envelope = paginated(req, deps.config.publicBaseUrl, page, result.total, result.rows.map(presentMessage));
      // Above 1,000 matches the total is PostgreSQL's estimate: counting a million rows per page view costs too much.
      res.json({ ...envelope, meta: { ...envelope.meta, total_is_estimate: result.totalIsEstimate } });
    },
  );

  router.delete(
    '/messages/bulk',
    requirePermission('messages.delete'),
    withBody(deleteMessagesBody, async (req, res, input) => {
      const count = await deleteMessages(deps.sequelize, tenantAuth(req).tenantId, input.ids);
      res.json({ message: `${count} message${count === 1 ? '' : 's'} deleted.`, count } satisfies MessagesDeleted);
    }),
  );

  router.get('/messages/:message_id', requirePermission('messages.view', 'messages'), async (req, res) => {
    const message = await findMessage(deps.sequelize, tenantAuth(req).tenantId, idParam(req, 'message_id'));
    if (!message) throw notFound('Message');
    res.json({ data: presentMessage(message) });
  });

  router.post('/messages/:message_id/check-status', requirePermission('messages.check_status'), async (req, res) => {
    const { tenantId } = tenantAuth(req);
    const id = idParam(req, 'message_id');
    const message = await findMessage(deps.sequelize, tenantId, id);
    if (!message) throw notFound('Message');
    await refreshMessageStatus(deps, tenantId, message);
    res.json({ data: presentMessage((await findMessage(deps.sequelize, tenantId, id))!) });
  });

  return router;
}
