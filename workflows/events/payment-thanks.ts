import { proxyActivities } from '@temporalio/workflow';
import type { createActivities } from '../../activities';
import { shortActivityOptions } from '../activity-options';

/** Retried without an attempt limit: an SMS gateway outage is waited out, never turned into a lost thank-you. */
const { thankForEventPayment } = proxyActivities<ReturnType<typeof createActivities>>(shortActivityOptions);

export interface PaymentThanksInput {
  paymentId: number;
}

/** Thanks the payer of one event payment by SMS (id `thanks-payment-<paymentId>`); the activity decides and bills once. */
export async function paymentThanksWorkflow(input: PaymentThanksInput): Promise<'sent' | 'skipped'> {
  return thankForEventPayment(input.paymentId);
}
