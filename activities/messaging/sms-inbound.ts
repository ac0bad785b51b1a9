/** The activity of smsInboundWorkflow: stores and handles an incoming SMS kept while PostgreSQL was down. */
import type { ActivityDeps } from '../deps';
import { receiveInboundSms } from '../../use-cases/messaging/inbound/sms-inbound';
import { fromDeferredInbound, type DeferredInboundSms } from '../../use-cases/messaging/inbound/sms-inbound-deferral';

export type { DeferredInboundSms } from '../../use-cases/messaging/inbound/sms-inbound-deferral';

export function createSmsInboundActivities(deps: ActivityDeps) {
  return {
    /** Throws while the database is down, or while another handling holds the message (retries wait them out). */
    async receiveDeferredInboundSms(sms: DeferredInboundSms): Promise<void> {
      if (!(await receiveInboundSms(deps, fromDeferredInbound(sms))))
        throw new Error('The incoming SMS is being handled by another request; retried once its claim lapses.');
    },
  };
}
