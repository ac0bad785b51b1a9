import { ParentClosePolicy, proxyActivities, startChild } from '@temporalio/workflow';
import type { createActivities } from '../../activities';
import type { BirthdayRun } from '../../activities/messaging/birthdays';
import { shortActivityOptions } from '../activity-options';
import { sendBatchWorkflow } from './send-batch';
import { batchWorkflowId, tenantSearchAttributes } from '../contracts';

const { prepareBirthdayWishes } = proxyActivities<ReturnType<typeof createActivities>>(shortActivityOptions);

export interface BirthdayWishesInput {
  /** The instant whose Dar es Salaam day is "today" (ISO); default: when the run started (the Schedule's 08:00). */
  at?: string;
  /** Only these tenants (a manual rerun after a top-up); default: every tenant with wishes on. */
  tenantIds?: number[];
}

/**
 * Started daily by the `birthday-wishes` Schedule: one birthday batch per tenant with wishes on (billed like any
 * send, skipped when the balance is short, each contact once a year), each sent by its own send batch workflow.
 */
export async function birthdayWishesWorkflow(input: BirthdayWishesInput = {}): Promise<BirthdayRun> {
  const run = await prepareBirthdayWishes(input.at ?? new Date().toISOString(), input.tenantIds);
  for (const batch of run.batches) await startBatchSend(batch.id, batch.tenantId);
  return run;
}

/** Starts a batch's send; one already started (by an earlier, interrupted run) is left running. */
async function startBatchSend(batchId: number, tenantId: number): Promise<void> {
  try {
    await startChild(sendBatchWorkflow, {
      workflowId: batchWorkflowId(batchId),
      args: [{ batchId }],
      parentClosePolicy: ParentClosePolicy.ABANDON,
      typedSearchAttributes: tenantSearchAttributes(tenantId),
    });
  } catch (err) {
    if ((err as Error | null)?.name !== 'WorkflowExecutionAlreadyStartedError') throw err;
  }
}
