import { Router } from 'express';
import type { ApiDeps } from '../../http/deps';
import { requirePermission, tenantAuth } from '../../http/middleware/authenticate';
import { guardedBody } from '../../http/middleware/validate';
import { idempotent } from '../../http/middleware/idempotency';
import { chatSendBody, chatSendBulkBody } from '../../messaging/schemas/chat';
import { sendChat, type AcceptedChatSend } from '../../../use-cases/messaging/send/send-chat';

/** 202 of both chat sends (docs/decisions.md §7), with the batch beyond the interface. */
function accepted(sent: AcceptedChatSend, scheduled: boolean) {
  const what = sent.count === 1 ? '1 chat message' : `${sent.count} chat messages`;
  const partial = sent.partial
    ? ` Your chat balance covered ${sent.count} of ${sent.requested} recipients; buy chat credits to reach the rest.`
    : '';
  return {
    message: `${what} ${scheduled ? 'scheduled' : 'queued for sending'}.${partial}`,
    count: sent.count,
    opted_out: sent.optedOut,
    channel: 'chat' as const,
    partial: sent.partial,
    batch_id: sent.batchId,
  };
}

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
      res.status(202).json(accepted(sent, Boolean(input.scheduledAt)));
    }),
  );

  router.post(
    '/chat/send-bulk',
    requirePermission('bulk_sms.send'),
    ...idempotent(deps, bulk.guard),
    bulk.handle(async (req, res, input) => {
      const auth = tenantAuth(req);
      const sent = await sendChat(deps, { ...input, tenantId: auth.tenantId, userId: auth.user.id });
      res.status(202).json(accepted(sent, Boolean(input.scheduledAt)));
    }),
  );

  return router;
}
