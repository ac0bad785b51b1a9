import type { ActivityDeps } from '../deps';
import {
  thankForPayment,
  thankOverduePayments,
  type PaymentThanksOutcome,
} from '../../use-cases/events/payment-thanks';

export function createPaymentThanksActivities(deps: ActivityDeps) {
  return {
    /** The payment's thank-you SMS, sent once (its origin key), or skipped with a logged reason. */
    async thankForEventPayment(paymentId: number): Promise<PaymentThanksOutcome> {
      return thankForPayment(deps, paymentId);
    },

    /** Thanks up to 50 payments whose thank-you is overdue, each once; returns how many, so the sweep goes on while there are more. */
    async thankOverduePayments(): Promise<number> {
      return thankOverduePayments(deps);
    },
  };
}
