/** Starting the send workflows from the API; the task queue can be overridden (tests run their own workers). */
import type { ApiDeps } from '../../api/deps';
import { bulkSendWorkflow } from '../../workflows/messaging/send-batch';
import { scheduledSmsWorkflow } from '../../workflows/scheduled-sms';
import { bulkSendWorkflowId, scheduledSmsWorkflowId } from '../../workflows/ids';

export async function startScheduledSms(deps: ApiDeps, messageId: number, sendAt: Date, taskQueue = deps.config.taskQueue): Promise<void> {
  await deps.temporal.workflow.start(scheduledSmsWorkflow, {
    taskQueue, workflowId: scheduledSmsWorkflowId(messageId), args: [{ messageId, sendAt: sendAt.getTime() }],
    workflowIdConflictPolicy: 'FAIL', workflowIdReusePolicy: 'REJECT_DUPLICATE',
  });
}

export async function startBulkSend(deps: ApiDeps, batchId: number, sendAt: Date | null, taskQueue = deps.config.taskQueue): Promise<void> {
  await deps.temporal.workflow.start(bulkSendWorkflow, {
    taskQueue, workflowId: bulkSendWorkflowId(batchId), args: [{ batchId, sendAt: sendAt ? sendAt.getTime() : null }],
    workflowIdConflictPolicy: 'FAIL', workflowIdReusePolicy: 'REJECT_DUPLICATE',
  });
}
