import { WorkflowNotFoundError } from '@temporalio/client';
import type { ApiDeps } from '../../api/deps';
import { unprocessable } from '../../api/errors';
import type { MessageRecord } from '../../db/messaging/message-queries';
import { cancelScheduledMessage } from '../../db/messaging/messages';
import { cancelScheduledSmsUpdate } from '../../workflows/scheduled-sms';
import { scheduledSmsWorkflowId } from '../../workflows/ids';

const notScheduled = () => unprocessable('Only scheduled messages can be cancelled.');

/**
 * Cancels a scheduled message. A single one goes through its workflow's Update (the validator refuses once the
 * timer fired); a message of a scheduled bulk batch is cancelled in the database (the batch skips it).
 */
export async function cancelMessage(deps: ApiDeps, message: MessageRecord): Promise<void> {
  if (message.status !== 'scheduled') throw notScheduled();
  if (message.batch_id !== null) {
    if (!(await cancelScheduledMessage(deps.sequelize, Number(message.id)))) throw notScheduled();
    return;
  }
  try {
    await deps.temporal.workflow.getHandle(scheduledSmsWorkflowId(Number(message.id))).executeUpdate(cancelScheduledSmsUpdate);
  } catch (err) {
    // Rejected by the validator or the handler, or the workflow is already gone: no longer scheduled.
    if (err instanceof WorkflowNotFoundError || (err as Error).name === 'WorkflowUpdateFailedError') throw notScheduled();
    throw err;
  }
}
