import type { ActivityDeps } from '../deps';
import { thankForPayment, type PaymentThanksOutcome } from '../../lib/events/payment-thanks';

export function createPaymentThanksActivities(deps: ActivityDeps) {
  return {
    /** The payment's thank-you SMS, sent once (its origin key), or skipped with a logged reason. */
    async thankForEventPayment(paymentId: number): Promise<PaymentThanksOutcome> {
      return thankForPayment(deps, paymentId);
    },
  };
}
