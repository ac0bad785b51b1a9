/**
 * Handing batches to Temporal: start the `batch-<id>` workflow of an accepted batch, and tell a running one that
 * its batch changed. Workflow code is referenced by name and type only (the API process never loads it).
 */
import { WorkflowNotFoundError } from '@temporalio/client';
import type { sendBatchWorkflow } from '../../../workflows/messaging/send-batch';
import { BATCH_CHANGED_SIGNAL, batchWorkflowId, tenantSearchAttributes } from '../../../workflows/contracts';
import { failBatch } from '../../../db/messaging/batch-cancel';
import type { AcceptedBatch } from '../../../db/messaging/batches';
import type { BatchDeps } from '../deps';
import { BatchNotStartedError } from '../../../domain/messaging/errors';

export interface StartableBatch {
  batchId: number;
  tenantId: number;
  scheduledAt: Date | null;
}

/** Starts the batch's workflow; a second start for the same batch fails instead of sending twice. */
export async function startBatch(deps: BatchDeps, batch: StartableBatch): Promise<void> {
  await deps.temporal.workflow.start<typeof sendBatchWorkflow>('sendBatchWorkflow', {
    taskQueue: deps.config.taskQueue,
    workflowId: batchWorkflowId(batch.batchId),
    args: [{ batchId: batch.batchId, sendAt: batch.scheduledAt ? batch.scheduledAt.getTime() : null }],
    typedSearchAttributes: tenantSearchAttributes(batch.tenantId),
    workflowIdConflictPolicy: 'FAIL',
    workflowIdReusePolicy: 'REJECT_DUPLICATE',
  });
}

/**
 * Accepts a batch (`create` debits it) and starts its workflow for the time it was accepted for (the requested
 * time, or the end of the quiet hours it fell in). When the workflow cannot be started the batch is failed and
 * refunded at once and BatchNotStartedError goes back to the caller: nothing is left paid and unsent.
 */
export async function acceptBatch(deps: BatchDeps, create: () => Promise<AcceptedBatch>): Promise<AcceptedBatch> {
  const batch = await create();
  try {
    await startBatch(deps, batch);
  } catch (err) {
    await failBatch(deps.sequelize, batch.batchId, 'The send could not be started.');
    deps.logger.error({ err, batchId: batch.batchId }, 'batch workflow not started; batch failed and refunded');
    throw new BatchNotStartedError(
      'The send could not be started, so nothing was sent and nothing billed. Please try again.',
      { cause: err },
    );
  }
  return batch;
}

/** Wakes a batch's workflow to look at its batch again (cancelled, organization reactivated); a finished one is left alone. */
export async function signalBatchChanged(deps: BatchDeps, batchId: number): Promise<void> {
  try {
    await deps.temporal.workflow.getHandle(batchWorkflowId(batchId)).signal(BATCH_CHANGED_SIGNAL);
  } catch (err) {
    if (!(err instanceof WorkflowNotFoundError)) throw err;
  }
}
