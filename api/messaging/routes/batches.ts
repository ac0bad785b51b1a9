import { Router } from 'express';
import type { ApiDeps } from '../../http/deps';
import { requirePermission, tenantAuth } from '../../http/middleware/authenticate';
import { guardedBody, validateQuery } from '../../http/middleware/validate';
import { idempotent } from '../../http/middleware/idempotency';
import { paginated, toPageRequest } from '../../http/pagination';
import { idParam } from '../../http/params';
import { notFound } from '../../http/errors/errors';
import { listBatchesQuery, resendBatchBody, resendChatBatchBody } from '../schemas/batches';
import { presentBatch, presentBatchDetail, type BatchCancellation, type BatchResend } from '../presenters/batch';
import { findBatch, listBatches } from '../../../db/messaging/batch-queries';
import { cancelBatch } from '../../../use-cases/messaging/send/cancel';
import { resendBatch } from '../../../use-cases/messaging/send/resend';
import type { CreditChannel } from '../../../db/models';

/** Each channel's batches under its own prefix; the id parameter names the channel so each has its own records. */
const CHANNEL_BATCHES: ReadonlyArray<{
  channel: CreditChannel;
  prefix: string;
  param: string;
  resendBody: typeof resendBatchBody;
}> = [
  { channel: 'sms', prefix: '/sms/batches', param: 'batch_id', resendBody: resendBatchBody },
  { channel: 'chat', prefix: '/chat/batches', param: 'chat_batch_id', resendBody: resendChatBatchBody },
];

/**
 * Batches (beyond the interface, docs/decisions.md §11): every bulk, group, birthday, scheduled single, stage and resend send
 * of a channel, newest first, with its progress, a cancel of everything in it not submitted yet, and a resend of its
 * failed messages on the same channel.
 */
export function createBatchesRouter(deps: ApiDeps): Router {
  const router = Router();

  for (const { channel, prefix, param, resendBody } of CHANNEL_BATCHES) {
    router.get(
      prefix,
      requirePermission('messages', 'messages.view'),
      validateQuery(listBatchesQuery),
      async (req, res) => {
        const page = toPageRequest(res.locals.query);
        const { rows, total } = await listBatches(deps.sequelize, tenantAuth(req).tenantId, channel, {
          limit: page.perPage,
          offset: page.offset,
        });
        res.json(paginated(req, deps.config.publicBaseUrl, page, total, rows.map(presentBatch)));
      },
    );

    router.get(`${prefix}/:${param}`, requirePermission('messages', 'messages.view'), async (req, res) => {
      const batch = await findBatch(deps.sequelize, tenantAuth(req).tenantId, channel, idParam(req, param));
      if (!batch) throw notFound('Batch');
      res.json({ data: presentBatchDetail(batch) });
    });

    router.post(`${prefix}/:${param}/cancel`, requirePermission('messages.cancel_scheduled'), async (req, res) => {
      const { tenantId } = tenantAuth(req);
      const id = idParam(req, param);
      if (!(await findBatch(deps.sequelize, tenantId, channel, id))) throw notFound('Batch');
      const cancelled = await cancelBatch(deps, tenantId, id);
      res.json({
        message: `${cancelled} message${cancelled === 1 ? '' : 's'} cancelled and refunded.`,
        cancelled,
        data: presentBatchDetail((await findBatch(deps.sequelize, tenantId, channel, id))!),
      } satisfies BatchCancellation);
    });

    // The body is checked among the guards, before the Idempotency-Key is claimed.
    const resend = guardedBody(resendBody);
    router.post(
      `${prefix}/:${param}/resend`,
      requirePermission('bulk_sms.send'),
      ...idempotent(deps, resend.guard),
      resend.handle(async (req, res, input) => {
        const auth = tenantAuth(req);
        const batch = await resendBatch(deps, {
          tenantId: auth.tenantId,
          channel,
          userId: auth.user.id,
          sourceBatchId: idParam(req, param),
          statuses: input.statuses,
        });
        res.status(202).json({
          message: `Resending ${batch.count} message${batch.count === 1 ? '' : 's'}.`,
          count: batch.count,
          batch_id: batch.batchId,
        } satisfies BatchResend);
      }),
    );
  }

  return router;
}
