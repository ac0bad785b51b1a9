import { Router } from 'express';
import type { ApiDeps } from '../../http/deps';
import { requirePermission, tenantAuth } from '../../http/middleware/authenticate';
import { withBody } from '../../http/middleware/validate';
import { previewSmsBody } from '../schemas/sms';
import { presentSmsPreview } from '../presenters/sms-preview';
import { previewSms } from '../../../use-cases/messaging/send/sms-preview';

/** `POST /sms/preview`: what a send would cost, for anyone who may send; writes nothing, not rate-limited. */
export function createSmsPreviewRouter(deps: ApiDeps): Router {
  const router = Router();

  router.post(
    '/sms/preview',
    requirePermission('messages.send', 'bulk_sms.send', 'group_sms.send'),
    withBody(previewSmsBody, async (req, res, input) => {
      const preview = await previewSms(deps, { ...input, tenantId: tenantAuth(req).tenantId });
      res.json(presentSmsPreview(preview));
    }),
  );

  return router;
}
