/**
 * Resend to failed (issue 13): the messages of one of the tenant's SMS batches that ended in the given statuses go
 * out again as a new batch (kind `resend`), to the same numbers with the same texts, billed as a new send.
 */
import { QueryTypes } from 'sequelize';
import type { BatchDeps } from './deps';
import { NotFoundError, RefusedError } from './errors';
import { senderOf } from './compose';
import { acceptBatch } from './batch-workflow';
import { MESSAGE_STATUSES } from './sms-status';
import { EmptyAudienceError, type AcceptedBatch } from '../../db/messaging/batches';
import { createResendBatch } from '../../db/messaging/resend-batch';

/** Statuses of messages the source batch will still send itself (resending them would send them twice). */
const UNFINISHED_MESSAGE_STATUSES = ['scheduled', 'queued', 'submitting'];

/** Statuses a resend may pick: every message status of a message its batch is done with. */
export const RESENDABLE_STATUSES: readonly string[] = MESSAGE_STATUSES.filter((s) => !UNFINISHED_MESSAGE_STATUSES.includes(s));

/** What "resend to failed" picks when the request names no statuses. */
export const DEFAULT_RESEND_STATUSES: readonly string[] = ['failed', 'UNDELIVERABLE', 'EXPIRED', 'REJECTED'];

export interface ResendRequest {
  tenantId: number;
  userId: number | null;
  sourceBatchId: number;
  statuses: string[];
}

/**
 * Accepts the resend batch and starts it. Throws NotFoundError for a batch that is not the tenant's SMS batch,
 * RefusedError when none of its messages has one of the statuses, InsufficientCreditsError for a short balance.
 */
export async function resendBatch(deps: BatchDeps, request: ResendRequest): Promise<AcceptedBatch> {
  const [source] = await deps.sequelize.query<{ id: number }>(
    "SELECT id FROM send_batches WHERE id = $1 AND tenant_id = $2 AND channel = 'sms'",
    { bind: [request.sourceBatchId, request.tenantId], type: QueryTypes.SELECT });
  if (!source) throw new NotFoundError('Batch');
  const statuses = [...new Set(request.statuses)];
  const header = {
    tenantId: request.tenantId, userId: request.userId, channel: 'sms' as const, kind: 'resend' as const,
    audience: { type: 'resend', source_batch_id: source.id, statuses }, fromSender: await senderOf(deps, request.tenantId), scheduledAt: null,
  };
  try {
    return await acceptBatch(deps, () => createResendBatch(deps.sequelize, header, { batchId: source.id, statuses }));
  } catch (err) {
    if (err instanceof EmptyAudienceError) throw new RefusedError(`No message of this batch is ${statuses.join(', ')}: there is nothing to resend.`);
    throw err;
  }
}
