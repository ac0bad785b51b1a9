import { Router } from 'express';
import type { ApiDeps } from '../../http/deps';
import { requirePermission, tenantAuth } from '../../http/middleware/authenticate';
import { guardedBody } from '../../http/middleware/validate';
import { sendBulkBody } from '../schemas/bulk-body';
import { sendSmsBody } from '../schemas/send-body';
import { sendGroupBody } from '../schemas/sms';
import { idParam } from '../../http/params';
import { presentMessage } from '../presenters/message';
import type { BulkSendAccepted, GroupSendAccepted } from '../presenters/accepted-send';
import { sendRateLimit } from '../rate-limit';
import { idempotent } from '../../http/middleware/idempotency';
import { sendSms } from '../../../use-cases/messaging/send/send-sms';
import { sendBulkSms, sendGroupSms } from '../../../use-cases/messaging/send/send-batch';
import { cancelMessage } from '../../../use-cases/messaging/send/cancel';
import { notFound } from '../../http/errors/errors';
import { findMessage } from '../../../db/messaging/message-queries';
import type { AcceptedBatch } from '../../../db/messaging/batches';
import { formatTimestamp } from '../../../infra/timestamps';

/** What a 202 says: queued, scheduled, or held until the end of the organization's quiet hours. */
const acceptedMessage = (what: string, batch: AcceptedBatch): string =>
  batch.scheduledAt ? `${what} scheduled for ${formatTimestamp(batch.scheduledAt)}.` : `${what} queued for sending.`;

/**
 * The three send endpoints (docs/interface.md §4.3), which share the tenant's rate limit (taken before validation; a replayed
 * Idempotency-Key answer is given before it and does not count), and
 * the cancel of a scheduled message (§4.4), which belongs with scheduling.
 */
export function createSmsRouter(deps: ApiDeps): Router {
  const router = Router();
  const limit = sendRateLimit(deps);
  // Bodies are checked among the guards, after the rate limit and before the Idempotency-Key is claimed.
  const single = guardedBody(sendSmsBody);
  const bulk = guardedBody(sendBulkBody);
  const group = guardedBody(sendGroupBody);

  router.post(
    '/sms/send',
    requirePermission('messages.send'),
    ...idempotent(deps, limit, single.guard),
    single.handle(async (req, res, input) => {
      const auth = tenantAuth(req);
      const message = await sendSms(deps, { ...input, tenantId: auth.tenantId, userId: auth.user.id });
      res.status(201).json({ data: presentMessage(message) });
    }),
  );

  router.post(
    '/sms/send-bulk',
    requirePermission('bulk_sms.send'),
    ...idempotent(deps, limit, bulk.guard),
    bulk.handle(async (req, res, input) => {
      const auth = tenantAuth(req);
      const batch = await sendBulkSms(deps, { ...input, tenantId: auth.tenantId, userId: auth.user.id });
      res.status(202).json({
        message: acceptedMessage('Bulk SMS', batch),
        count: batch.count,
        opted_out: batch.optedOut,
        scheduled_at: formatTimestamp(batch.scheduledAt),
        batch_id: batch.batchId,
        ...(batch.rejected ? { rejected: batch.rejected } : {}),
      } satisfies BulkSendAccepted);
    }),
  );

  router.post(
    '/sms/send-group/:group_id',
    requirePermission('group_sms.send'),
    ...idempotent(deps, limit, group.guard),
    group.handle(async (req, res, input) => {
      const auth = tenantAuth(req);
      const batch = await sendGroupSms(deps, {
        ...input,
        tenantId: auth.tenantId,
        userId: auth.user.id,
        groupId: idParam(req, 'group_id'),
      });
      res.status(202).json({
        message: acceptedMessage('Group SMS', batch),
        contacts: batch.count,
        opted_out: batch.optedOut,
        scheduled_at: formatTimestamp(batch.scheduledAt),
        batch_id: batch.batchId,
      } satisfies GroupSendAccepted);
    }),
  );

  router.post('/messages/:message_id/cancel', requirePermission('messages.cancel_scheduled'), async (req, res) => {
    const { tenantId } = tenantAuth(req);
    const id = idParam(req, 'message_id');
    if (!(await findMessage(deps.sequelize, tenantId, id))) throw notFound('Message');
    await cancelMessage(deps, tenantId, id);
    res.json({
      message: 'Message cancelled.',
      data: presentMessage((await findMessage(deps.sequelize, tenantId, id))!),
    });
  });

  return router;
}
