import type { ActivityDeps } from '../deps';
import { expireUnpaidPurchase, pollPurchasePayment, type PollResult } from '../../use-cases/purchases/payment-polling';

export type { PollResult, PurchaseStatus } from '../../use-cases/purchases/payment-polling';

export function createPaymentActivities(deps: ActivityDeps) {
  return {
    /** One poll of an online purchase; a purchase that is no longer pending is not polled. */
    async pollPurchasePayment(purchaseId: number): Promise<PollResult> {
      return pollPurchasePayment(deps, purchaseId);
    },

    /** The polling deadline passed: one last look at the provider, then an unpaid purchase becomes `failed`. */
    async expireUnpaidPurchase(purchaseId: number): Promise<PollResult> {
      return expireUnpaidPurchase(deps, purchaseId);
    },
  };
}
