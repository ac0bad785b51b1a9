import { Router } from 'express';
import type { ApiDeps } from '../../http/deps';
import { requirePermission, tenantAuth } from '../../http/middleware/authenticate';
import { validateBody } from '../../http/middleware/validate';
import { previewSmsSchema, type PreviewSmsInput } from '../schemas/sms';
import { presentSmsPreview } from '../presenters/sms-preview';
import { previewSms } from '../../../use-cases/messaging/send/sms-preview';

/** `POST /sms/preview` (issue 13): what a send would cost, for anyone who may send; writes nothing, not rate-limited. */
export function createSmsPreviewRouter(deps: ApiDeps): Router {
  const router = Router();

  router.post('/sms/preview', requirePermission('messages.send', 'bulk_sms.send', 'group_sms.send'), validateBody(previewSmsSchema), async (req, res) => {
    const input = req.body as PreviewSmsInput;
    const preview = await previewSms(deps, {
      tenantId: tenantAuth(req).tenantId, text: input.text, templateId: input.template_id, to: input.to,
      numbers: input.numbers as string[] | undefined, groupId: input.group_id, normalize: input.normalize,
    });
    res.json(presentSmsPreview(preview));
  });

  return router;
}
