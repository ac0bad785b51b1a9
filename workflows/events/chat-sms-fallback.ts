import { WorkflowExecutionAlreadyStartedError } from '@temporalio/common';
import { ParentClosePolicy, proxyActivities, sleep, startChild, workflowInfo } from '@temporalio/workflow';
import type { createActivities } from '../../activities';
import { shortActivityOptions } from '../activity-options';
import { sendBatchWorkflow } from '../messaging/send-batch';
import { batchWorkflowId } from '../contracts';

const { startChatSmsFallback } = proxyActivities<ReturnType<typeof createActivities>>(shortActivityOptions);

export interface ChatSmsFallbackInput {
  chatBatchId: number;
  /** The window its messages have to be delivered in, from the end of the chat run. */
  afterMs: number;
}

/**
 * The SMS fallback of one chat stage run (id `chat-fallback-<chatBatchId>`, started by the stage's workflow when the
 * run ended): a durable timer for the window, then the one fallback decision (its SMS batch made and billed once,
 * whatever retries or restarts happen), whose batch is sent by its own `batch-<id>` workflow. Returns that batch.
 */
export async function chatSmsFallbackWorkflow(input: ChatSmsFallbackInput): Promise<number | null> {
  await sleep(Math.max(1, input.afterMs));
  const fallback = await startChatSmsFallback(input.chatBatchId);
  if (!fallback) return null;
  try {
    await startChild(sendBatchWorkflow, {
      workflowId: batchWorkflowId(fallback.batchId),
      args: [{ batchId: fallback.batchId, sendAt: fallback.sendAt }],
      parentClosePolicy: ParentClosePolicy.ABANDON,
      typedSearchAttributes: workflowInfo().typedSearchAttributes,
    });
  } catch (err) {
    // An earlier execution started it already.
    if (!(err instanceof WorkflowExecutionAlreadyStartedError)) throw err;
  }
  return fallback.batchId;
}
