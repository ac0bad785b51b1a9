import type { ActivityDeps } from '../deps';
import { thankForPayment, type PaymentThanksOutcome } from '../../use-cases/events/payment-thanks';
import { overduePaymentThanks } from '../../db/events/payment-thanks-due';

/** A payment's thank-you normally goes out within seconds; one still due after this had its workflow never started. */
const OVERDUE_AFTER_MINUTES = 3;
const PAYMENTS_PER_SWEEP = 50;

export function createPaymentThanksActivities(deps: ActivityDeps) {
  return {
    /** The payment's thank-you SMS, sent once (its origin key), or skipped with a logged reason. */
    async thankForEventPayment(paymentId: number): Promise<PaymentThanksOutcome> {
      return thankForPayment(deps, paymentId);
    },

    /**
     * Thanks up to 50 payments whose thank-you is overdue (the process that recorded them died before starting its
     * workflow), each once; returns how many it handled, so the sweep goes on while there are more.
     */
    async thankOverduePayments(): Promise<number> {
      const due = await overduePaymentThanks(deps.sequelize, OVERDUE_AFTER_MINUTES, PAYMENTS_PER_SWEEP);
      for (const paymentId of due) await thankForPayment(deps, paymentId);
      if (due.length > 0) deps.logger.info({ payments: due.length }, 'overdue payment thank-yous handled');
      return due.length;
    },
  };
}
