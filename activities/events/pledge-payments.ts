import { ApplicationFailure } from '@temporalio/activity';
import { ApplicationFailureCategory } from '@temporalio/common';
import type { ActivityDeps } from '../deps';
import {
  checkPledgeOrder,
  expireUnpaidPledgeOrder,
  pledgeOrderPaymentToThank,
  type PledgeOrderStatus,
} from '../../use-cases/events/pledge-payment-watch';

export type { PledgeOrderStatus } from '../../use-cases/events/pledge-payment-watch';

/** Thrown while an order is unpaid: Temporal retries it with backoff, and BENIGN keeps each retry out of the warning log. */
export const PLEDGE_ORDER_PENDING = 'PledgeOrderPending';

export function createEventPledgeActivities(deps: ActivityDeps) {
  return {
    /**
     * One look at an online pledge order: settles it from the provider's status and returns the order's status once
     * it left `pending`; fails (retryably) while it is still unpaid, or when the provider could not be asked.
     */
    async awaitPledgeOrderSettlement(orderId: number): Promise<PledgeOrderStatus> {
      const status = await checkPledgeOrder(deps, orderId);
      if (status !== 'pending') return status;
      throw ApplicationFailure.create({
        message: `pledge order ${orderId} is not paid yet`,
        type: PLEDGE_ORDER_PENDING,
        category: ApplicationFailureCategory.BENIGN,
      });
    },

    /** The payment a paid order recorded, when its event thanks payers by SMS; else null. */
    async pledgeOrderPaymentToThank(orderId: number): Promise<{ paymentId: number; tenantId: number } | null> {
      return pledgeOrderPaymentToThank(orderId);
    },

    /** The polling deadline passed: an order still unpaid becomes `failed` (expired); a later completion still records. */
    async expireUnpaidPledgeOrder(orderId: number): Promise<PledgeOrderStatus> {
      return expireUnpaidPledgeOrder(deps, orderId);
    },
  };
}
