/** The activity of queuedSmsWorkflow: submits a message a request queued and debited. */
import type { ActivityDeps } from '../deps';
import { submitQueuedSms } from '../../use-cases/messaging/send/send-sms';

export function createQueuedSmsActivities(deps: ActivityDeps) {
  return {
    /** Submits the message unless it already left; a provider outage throws, for the retry. */
    async submitQueuedSms(messageId: number): Promise<void> {
      await submitQueuedSms(deps, messageId);
    },
  };
}
