import { Router } from 'express';
import type { ApiDeps } from '../../http/deps';
import { requirePermission } from '../../http/middleware/authenticate';
import { presentChatTemplate } from '../presenters/chat-template';
import { listActiveChatTemplates } from '../../../db/chat/chat-templates';

/** The approved chat templates a sender may use (docs/interface.md §4.3b); the sync keeps them (admin.chatTemplates.sync). */
export function createChatTemplatesRouter(deps: ApiDeps): Router {
  const router = Router();

  router.get('/chat/templates', requirePermission('messages.send'), async (_req, res) => {
    res.json({ data: (await listActiveChatTemplates(deps.sequelize)).map(presentChatTemplate) });
  });

  return router;
}
