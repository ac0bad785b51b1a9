/**
 * Starting a payment's thank-you (workflow `thanks-payment-<paymentId>`, by name) once the payment is committed, for
 * an event with `auto_payment_sms` on. A second start for the same payment (the IPN, the return page and the polling
 * all see one online payment) finds the first and does nothing.
 */
import { WorkflowExecutionAlreadyStartedError, WorkflowIdReusePolicy } from '@temporalio/common';
import type { Client } from '@temporalio/client';
import type { AppConfig } from '../../infra/config';
import type { Logger } from '../../infra/logger';
import { Event } from '../../db/models';
import type { paymentThanksWorkflow } from '../../workflows/events/payment-thanks';
import { paymentThanksWorkflowId, tenantSearchAttributes } from '../../workflows/contracts';

export interface PaymentThanksDeps {
  temporal: Client;
  config: AppConfig;
  logger: Logger;
}

/** Best effort after the commit: the payment is recorded whatever happens here (a failure is logged). */
export async function startPaymentThanks(
  deps: PaymentThanksDeps,
  payment: { id: number; tenantId: number; eventId: number },
): Promise<void> {
  try {
    const event = await Event.findOne({
      where: { id: payment.eventId, tenantId: payment.tenantId },
      attributes: ['id', 'autoPaymentSms'],
    });
    if (!event?.autoPaymentSms) return;
    await deps.temporal.workflow.start<typeof paymentThanksWorkflow>('paymentThanksWorkflow', {
      workflowId: paymentThanksWorkflowId(payment.id),
      taskQueue: deps.config.taskQueue,
      args: [{ paymentId: payment.id }],
      workflowIdReusePolicy: WorkflowIdReusePolicy.REJECT_DUPLICATE,
      typedSearchAttributes: tenantSearchAttributes(payment.tenantId),
    });
  } catch (err) {
    if (err instanceof WorkflowExecutionAlreadyStartedError) return;
    deps.logger.error({ err, paymentId: payment.id, tenantId: payment.tenantId }, 'payment thank-you SMS not started');
  }
}
