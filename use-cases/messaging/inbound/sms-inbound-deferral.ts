/**
 * Incoming SMS that could not be stored because PostgreSQL was down, handed to Temporal (which stays up when the
 * database does not) instead of being answered with an error and lost once the gateway gives up retrying: one
 * workflow per gateway id, so a retried POST during the outage finds the one already running. Referenced by name
 * and type only, like delivery-report-inbox.ts.
 */
import { WorkflowExecutionAlreadyStartedError, type Client } from '@temporalio/client';
import type { AppConfig } from '../../../infra/config';
import type { NewInboundSms } from '../../../db/messaging/sms-inbound';
import type { smsInboundWorkflow } from '../../../workflows/messaging/sms-inbound';
import { smsInboundWorkflowId } from '../../../workflows/contracts';

/** An incoming SMS as it crosses Temporal: `sentAt` as an ISO string. */
export type DeferredInboundSms = Omit<NewInboundSms, 'sentAt'> & { sentAt: string | null };

export const fromDeferredInbound = (sms: DeferredInboundSms): NewInboundSms => ({
  ...sms,
  sentAt: sms.sentAt === null ? null : new Date(sms.sentAt),
});

/**
 * Starts the message's workflow, which stores and handles it once the database answers. Resolves once Temporal has
 * it (then it is as safe as in PostgreSQL), also when it already had it; rejects when Temporal cannot take it.
 */
export async function deferInboundSms(
  deps: { temporal: Client; config: AppConfig },
  sms: NewInboundSms,
): Promise<void> {
  const deferred: DeferredInboundSms = { ...sms, sentAt: sms.sentAt ? sms.sentAt.toISOString() : null };
  try {
    await deps.temporal.workflow.start<typeof smsInboundWorkflow>('smsInboundWorkflow', {
      taskQueue: deps.config.taskQueue,
      workflowId: smsInboundWorkflowId(deps.config.taskQueue, sms.gatewayId),
      args: [deferred],
    });
  } catch (err) {
    if (!(err instanceof WorkflowExecutionAlreadyStartedError)) throw err;
  }
}
