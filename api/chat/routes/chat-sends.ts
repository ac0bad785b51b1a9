import { Router } from 'express';
import type { ApiDeps } from '../../http/deps';
import { requirePermission, tenantAuth } from '../../http/middleware/authenticate';
import { guardedBody } from '../../http/middleware/validate';
import { idempotent } from '../../http/middleware/idempotency';
import { chatSendBody, chatSendBulkBody } from '../../messaging/schemas/chat';
import { presentChatSendAccepted } from '../presenters/chat-send';
import { sendChat } from '../../../use-cases/messaging/send/send-chat';

/** The chat sends (docs/interface.md §4.3b): a template message to one number or to a list, always in the background. */
export function createChatSendsRouter(deps: ApiDeps): Router {
  const router = Router();

  // Bodies are checked among the guards, before the Idempotency-Key is claimed.
  const single = guardedBody(chatSendBody);
  const bulk = guardedBody(chatSendBulkBody);

  router.post(
    '/chat/send',
    requirePermission('messages.send'),
    ...idempotent(deps, single.guard),
    single.handle(async (req, res, input) => {
      const auth = tenantAuth(req);
      const sent = await sendChat(deps, { ...input, tenantId: auth.tenantId, userId: auth.user.id });
      res.status(202).json(presentChatSendAccepted(sent, Boolean(input.scheduledAt)));
    }),
  );

  router.post(
    '/chat/send-bulk',
    requirePermission('bulk_sms.send'),
    ...idempotent(deps, bulk.guard),
    bulk.handle(async (req, res, input) => {
      const auth = tenantAuth(req);
      const sent = await sendChat(deps, { ...input, tenantId: auth.tenantId, userId: auth.user.id });
      res.status(202).json(presentChatSendAccepted(sent, Boolean(input.scheduledAt)));
    }),
  );

  return router;
}
