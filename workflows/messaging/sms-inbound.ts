import { proxyActivities } from '@temporalio/workflow';
import type { createActivities } from '../../activities';
import type { DeferredInboundSms } from '../../activities/messaging/sms-inbound';

/** Retried until the database answers: backing off to 30 seconds, for as long as the outage lasts. */
const { receiveDeferredInboundSms } = proxyActivities<ReturnType<typeof createActivities>>({
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '30 seconds' },
});

/**
 * Holds an incoming SMS whose callback came while PostgreSQL was down (workflow id `sms-inbound-<queue>-<gateway
 * id>`, started by the callback): Temporal kept it, the gateway got its 200. It is then stored and handled as the
 * callback would have done; stored once per gateway id, so a later retry of the gateway changes nothing.
 */
export async function smsInboundWorkflow(sms: DeferredInboundSms): Promise<void> {
  await receiveDeferredInboundSms(sms);
}
