import { ApplicationFailure } from '@temporalio/activity';
import { ApplicationFailureCategory } from '@temporalio/common';
import type { ActivityDeps } from '../deps';
import { Event, EventPledgeOrder, type PledgeOrderStatus } from '../../db/models';
import { expirePledgeOrder } from '../../db/events/pledge-orders';
import { refreshPledgeOrder } from '../../use-cases/events/pledge-payment-refresh';

/** Thrown while an order is unpaid: Temporal retries it with backoff, and BENIGN keeps each retry out of the warning log. */
export const PLEDGE_ORDER_PENDING = 'PledgeOrderPending';

export function createEventPledgeActivities(deps: ActivityDeps) {
  return {
    /**
     * One look at an online pledge order: settles it from the provider's status and returns the order's status once
     * it left `pending`; fails (retryably) while it is still unpaid, or when the provider could not be asked.
     */
    async awaitPledgeOrderSettlement(orderId: number): Promise<PledgeOrderStatus> {
      const order = await EventPledgeOrder.findByPk(orderId);
      if (!order) return 'failed';
      const { order: settled } = order.status === 'pending' ? await refreshPledgeOrder(deps, order) : { order };
      if (settled.status !== 'pending') return settled.status;
      throw ApplicationFailure.create({ message: `pledge order ${orderId} is not paid yet`, type: PLEDGE_ORDER_PENDING, category: ApplicationFailureCategory.BENIGN });
    },

    /** The payment a paid order recorded, when its event thanks payers by SMS; else null. */
    async pledgeOrderPaymentToThank(orderId: number): Promise<{ paymentId: number; tenantId: number } | null> {
      const order = await EventPledgeOrder.findByPk(orderId);
      if (order?.status !== 'paid' || order.eventPaymentId === null) return null;
      const event = await Event.findOne({ where: { id: order.eventId, tenantId: order.tenantId }, attributes: ['autoPaymentSms'] });
      return event?.autoPaymentSms ? { paymentId: order.eventPaymentId, tenantId: order.tenantId } : null;
    },

    /** The polling deadline passed: an order still unpaid becomes `failed` (expired); a later completion still records. */
    async expireUnpaidPledgeOrder(orderId: number): Promise<PledgeOrderStatus> {
      const status = await expirePledgeOrder(deps.sequelize, orderId);
      if (status === 'failed') deps.logger.info({ orderId }, 'online pledge payment not completed before the deadline');
      return status ?? 'failed';
    },
  };
}
