import { Router } from 'express';
import type { ApiDeps } from '../../http/deps';
import { requirePermission, tenantAuth } from '../../http/middleware/authenticate';
import { validateBody } from '../../http/middleware/validate';
import { idempotent } from '../../http/middleware/idempotency';
import { chatSendBulkSchema, chatSendSchema, type ChatSendBulkInput, type ChatSendInput } from '../../messaging/schemas/chat';
import { sendChat, type AcceptedChatSend, type ChatSendRequest } from '../../../use-cases/messaging/send/send-chat';

type ChatFields = Omit<ChatSendInput, 'to'>;

/** The body's template fields as the use-case takes them. */
const requestOf = (input: ChatFields): Omit<ChatSendRequest, 'tenantId' | 'userId' | 'kind' | 'numbers'> => ({
  chatTemplateId: input.chat_template_id, template: input.template, language: input.language, variables: input.variables,
  text: input.text, buttonUrlParam: input.button_url_param, scheduledAt: input.scheduled_at ?? null,
});

/** 202 of both chat sends (decisions §7), with the batch beyond the interface. */
function accepted(sent: AcceptedChatSend, scheduled: boolean) {
  const what = sent.count === 1 ? '1 chat message' : `${sent.count} chat messages`;
  const partial = sent.partial ? ` Your chat balance covered ${sent.count} of ${sent.requested} recipients; buy chat credits to reach the rest.` : '';
  return { message: `${what} ${scheduled ? 'scheduled' : 'queued for sending'}.${partial}`, count: sent.count, opted_out: sent.optedOut, channel: 'chat' as const, partial: sent.partial, batch_id: sent.batchId };
}

/** The chat sends (interface §4.3b): a template message to one number or to a list, always in the background. */
export function createChatSendsRouter(deps: ApiDeps): Router {
  const router = Router();

  router.post('/chat/send', requirePermission('messages.send'), ...idempotent(deps, validateBody(chatSendSchema)), async (req, res) => {
    const auth = tenantAuth(req);
    const input = req.body as ChatSendInput;
    const sent = await sendChat(deps, { ...requestOf(input), tenantId: auth.tenantId, userId: auth.user.id, kind: 'single', numbers: [input.to] });
    res.status(202).json(accepted(sent, Boolean(input.scheduled_at)));
  });

  router.post('/chat/send-bulk', requirePermission('bulk_sms.send'), ...idempotent(deps, validateBody(chatSendBulkSchema)), async (req, res) => {
    const auth = tenantAuth(req);
    const input = req.body as ChatSendBulkInput;
    const sent = await sendChat(deps, { ...requestOf(input), tenantId: auth.tenantId, userId: auth.user.id, kind: 'bulk', numbers: input.numbers });
    res.status(202).json(accepted(sent, Boolean(input.scheduled_at)));
  });

  return router;
}
