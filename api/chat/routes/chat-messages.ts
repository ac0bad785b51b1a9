import { Router } from 'express';
import type { ApiDeps } from '../../http/deps';
import { requirePermission, tenantAuth } from '../../http/middleware/authenticate';
import { validateQuery } from '../../http/middleware/validate';
import { paginated, toPageRequest } from '../../http/pagination';
import { idParam } from '../../http/params';
import { notFound } from '../../http/errors/errors';
import { listChatMessagesQuery, type ListChatMessagesQuery } from '../../messaging/schemas/chat';
import { presentChatMessage } from '../presenters/chat-message';
import { findChatMessage, listChatMessages } from '../../../db/chat/chat-message-queries';
import { storedChatStatuses, type ChatMessageStatus } from '../../../domain/chat/chat-status';
import { cancelMessage } from '../../../use-cases/messaging/send/cancel';

/** The tenant's chat messages (docs/decisions.md §7, §11): listed apart from SMS, shown, and cancelled while scheduled. */
export function createChatMessagesRouter(deps: ApiDeps): Router {
  const router = Router();

  router.get(
    '/chat/messages',
    requirePermission('messages', 'messages.view'),
    validateQuery(listChatMessagesQuery),
    async (req, res) => {
      const query = res.locals.query as ListChatMessagesQuery;
      const page = toPageRequest(query);
      const filters = {
        statuses: query.status ? storedChatStatuses(query.status as ChatMessageStatus) : undefined,
        batchId: query.batch_id,
      };
      const result = await listChatMessages(deps.sequelize, tenantAuth(req).tenantId, filters, {
        limit: page.perPage,
        offset: page.offset,
      });
      const envelope = paginated(
        req,
        deps.config.publicBaseUrl,
        page,
        result.total,
        result.rows.map(presentChatMessage),
      );
      // As for SMS: above 1,000 matches the total is PostgreSQL's estimate (db/messaging/list-total.ts).
      res.json({ ...envelope, meta: { ...envelope.meta, total_is_estimate: result.totalIsEstimate } });
    },
  );

  router.get('/chat/messages/:chat_message_id', requirePermission('messages', 'messages.view'), async (req, res) => {
    const message = await findChatMessage(deps.sequelize, tenantAuth(req).tenantId, idParam(req, 'chat_message_id'));
    if (!message) throw notFound('Chat message');
    res.json({ data: presentChatMessage(message) });
  });

  router.post(
    '/chat/messages/:chat_message_id/cancel',
    requirePermission('messages.cancel_scheduled'),
    async (req, res) => {
      const { tenantId } = tenantAuth(req);
      const id = idParam(req, 'chat_message_id');
      if (!(await findChatMessage(deps.sequelize, tenantId, id))) throw notFound('Chat message');
      await cancelMessage(deps, tenantId, id);
      res.json({
        message: 'Chat message cancelled and its credit refunded.',
        data: presentChatMessage((await findChatMessage(deps.sequelize, tenantId, id))!),
      });
    },
  );

  return router;
}
