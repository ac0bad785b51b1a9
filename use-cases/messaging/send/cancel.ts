/**
 * Cancelling what is not sent yet, refunded exactly once: one scheduled message, or every unsubmitted message of a
 * batch. The database decides each race (a message is cancelled, or it is released and sent, never both); the
 * batch's workflow is then told, so a cancelled batch ends now rather than at its scheduled time.
 */
import type { BatchDeps } from '../deps';
import { NotFoundError, RefusedError } from '../../../domain/messaging/errors';
import { cancelScheduledMessage } from '../../../db/messaging/messages';
import { cancelBatch as cancelBatchRows, messagesInFlight } from '../../../db/messaging/batch-cancel';
import { signalBatchChanged } from './batch-workflow';

/** Cancels a tenant's scheduled message; RefusedError when it is not scheduled (any more). */
export async function cancelMessage(deps: BatchDeps, tenantId: number, messageId: number): Promise<void> {
  const cancelled = await cancelScheduledMessage(deps.sequelize, tenantId, messageId);
  if (!cancelled) throw new RefusedError('Only scheduled messages can be cancelled.', 'not_scheduled');
  if (cancelled.batchId !== null) await signalBatchChanged(deps, cancelled.batchId);
}

/** Cancels every message of a tenant's batch not submitted yet; returns how many. RefusedError when none is left. */
export async function cancelBatch(deps: BatchDeps, tenantId: number, batchId: number): Promise<number> {
  const result = await cancelBatchRows(deps.sequelize, tenantId, batchId);
  if (!result) throw new NotFoundError('Batch');
  if (result.cancelled === 0) {
    const inFlight = await messagesInFlight(deps.sequelize, batchId);
    throw new RefusedError(
      inFlight === 0
        ? 'Nothing is left to cancel in this batch: its messages were all submitted, cancelled or failed.'
        : `Nothing is left to cancel in this batch: ${inFlight === 1 ? '1 message is' : `${inFlight} messages are`} being handed to the provider right now and cannot be called back; the others were submitted, cancelled or failed.`,
      'nothing_to_cancel',
    );
  }
  await signalBatchChanged(deps, batchId);
  return result.cancelled;
}
