import { proxyActivities } from '@temporalio/workflow';
import type { createActivities } from '../../activities';
import { shortActivityOptions } from '../activity-options';

/** Retried without an attempt limit: a gateway outage is waited out, never turned into a message left unsent. */
const { submitQueuedSms } = proxyActivities<ReturnType<typeof createActivities>>(shortActivityOptions);

export interface QueuedSmsInput {
  messageId: number;
}

/**
 * Sends one message a request queued and debited (id `queued-sms-<messageId>`, started by
 * use-cases/messaging/send/queued-sms.ts): the request answered without waiting for the gateway.
 */
export async function queuedSmsWorkflow(input: QueuedSmsInput): Promise<void> {
  await submitQueuedSms(input.messageId);
}
