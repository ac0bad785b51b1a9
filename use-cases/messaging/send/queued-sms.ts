/**
 * An SMS a request promises without waiting for the gateway (a USSD session's statement or payment link): the
 * message and its debit are one transaction, then its `queued-sms-<id>` workflow sends it, waiting out a gateway
 * outage. The request can then say "on its way" and mean it; only no credits, or Temporal not taking the
 * workflow (the message is then failed and refunded at once), is "not sent". Once per origin key: a resent request
 * finds the message and its workflow.
 */
import { WorkflowExecutionAlreadyStartedError } from '@temporalio/client';
import type { BatchDeps } from '../deps';
import { queueSms, type SmsRequest } from './send-sms';
import { failMessages, messageGaveUp } from '../../../db/messaging/messages';
import type { queuedSmsWorkflow } from '../../../workflows/messaging/queued-sms';
import { queuedSmsWorkflowId, tenantSearchAttributes } from '../../../workflows/contracts';

/**
 * Queues the SMS and hands it to the worker; returns the message id, or null when it could not be handed over (then
 * nothing was sent and nothing is billed). Throws InsufficientCreditsError.
 */
export async function sendSmsThroughWorker(
  deps: BatchDeps,
  request: SmsRequest & { originKey: string },
): Promise<number | null> {
  const messageId = await queueSms(deps, request);
  // A resent request finds the message its first attempt made. If that one was given up (Temporal refused its
  // workflow and it was refunded), nothing will send it: not "on its way", and no workflow to start for it.
  if (await messageGaveUp(deps.sequelize, messageId)) return null;
  try {
    await deps.temporal.workflow.start<typeof queuedSmsWorkflow>('queuedSmsWorkflow', {
      taskQueue: deps.config.taskQueue,
      workflowId: queuedSmsWorkflowId(messageId),
      args: [{ messageId }],
      typedSearchAttributes: tenantSearchAttributes(request.tenantId),
      workflowIdReusePolicy: 'REJECT_DUPLICATE',
    });
  } catch (err) {
    if (!(err instanceof WorkflowExecutionAlreadyStartedError)) {
      await failMessages(deps.sequelize, [messageId], 'The send could not be started.');
      deps.logger.error({ err, messageId }, 'queued SMS workflow not started; message failed and refunded');
      return null;
    }
  }
  return messageId;
}
