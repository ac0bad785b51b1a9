/**
 * Resend to failed: the messages of one of the tenant's batches that ended in the given statuses go out
 * again as a new batch (kind `resend`) of the same channel, to the same numbers with the same texts (chat: the same
 * template and variables), billed as a new send on that channel's wallet.
 */
import { QueryTypes } from 'sequelize';
import type { BatchDeps } from '../deps';
import { EmptyAudienceError, NotFoundError, RefusedError } from '../../../domain/messaging/errors';
import { senderOf } from './compose';
import { acceptBatch } from './batch-workflow';
import { MESSAGE_STATUSES } from '../../../domain/messaging/sms-status';
import { CHAT_SENDER } from './send-chat';
import type { AcceptedBatch } from '../../../db/messaging/batches';
import { createResendBatch } from '../../../db/messaging/resend-batch';
import type { CreditChannel } from '../../../db/models';

/** Statuses of messages the source batch will still send itself (resending them would send them twice). */
const UNFINISHED_MESSAGE_STATUSES = ['scheduled', 'queued', 'submitting'];

/** Statuses a resend may pick: every message status of a message its batch is done with. */
export const RESENDABLE_STATUSES: readonly string[] = MESSAGE_STATUSES.filter(
  (s) => !UNFINISHED_MESSAGE_STATUSES.includes(s),
);

/** What "resend to failed" picks when the request names no statuses. */
export const DEFAULT_RESEND_STATUSES: readonly string[] = ['failed', 'UNDELIVERABLE', 'EXPIRED', 'REJECTED'];

/** A chat batch's finished statuses (domain/chat/chat-status.ts; `accepted` is still on its way, shown `queued`). */
export const RESENDABLE_CHAT_STATUSES: readonly string[] = ['sent', 'delivered', 'read', 'failed', 'cancelled'];

export const DEFAULT_CHAT_RESEND_STATUSES: readonly string[] = ['failed'];

export interface ResendRequest {
  tenantId: number;
  channel: CreditChannel;
  userId: number | null;
  sourceBatchId: number;
  statuses: string[];
}

/**
 * Accepts the resend batch and starts it. Throws NotFoundError for a batch that is not the tenant's batch of the channel,
 * RefusedError when none of its messages has one of the statuses, InsufficientCreditsError for a short balance.
 */
export async function resendBatch(deps: BatchDeps, request: ResendRequest): Promise<AcceptedBatch> {
  const [source] = await deps.sequelize.query<{ id: number }>(
    'SELECT id FROM send_batches WHERE id = $1 AND tenant_id = $2 AND channel = $3',
    { bind: [request.sourceBatchId, request.tenantId, request.channel], type: QueryTypes.SELECT },
  );
  if (!source) throw new NotFoundError('Batch');
  const statuses = [...new Set(request.statuses)];
  const header = {
    tenantId: request.tenantId,
    userId: request.userId,
    channel: request.channel,
    kind: 'resend' as const,
    audience: { type: 'resend', source_batch_id: source.id, statuses },
    fromSender: request.channel === 'chat' ? CHAT_SENDER : await senderOf(deps, request.tenantId),
    scheduledAt: null,
  };
  try {
    return await acceptBatch(deps, () => createResendBatch(deps.sequelize, header, { batchId: source.id, statuses }));
  } catch (err) {
    if (err instanceof EmptyAudienceError)
      throw new RefusedError(
        `No message of this batch is ${statuses.join(', ')}: there is nothing to resend.`,
        'nothing_to_resend',
      );
    throw err;
  }
}
