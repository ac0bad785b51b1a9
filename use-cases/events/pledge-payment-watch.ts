/**
 * The steps of an online pledge's payment workflow: one look at the order (settled from the provider's status), the
 * payment a paid order recorded when its event thanks payers, and the order's expiry after the polling deadline.
 */
import type { Logger } from '../../infra/logger';
import { Event, EventPledgeOrder, type PledgeOrderStatus } from '../../db/models';
import { expirePledgeOrder } from '../../db/events/pledge-orders';
import type { PaymentRefreshDeps } from '../purchases/payment-refresh';
import { refreshPledgeOrder } from './pledge-payment-refresh';

export type { PledgeOrderStatus } from '../../db/models';

/**
 * The order's status after one look: a pending order is settled from the provider's status first (provider errors
 * propagate); `pending` while it is still unpaid, `failed` when the order is gone.
 */
export async function checkPledgeOrder(deps: PaymentRefreshDeps, orderId: number): Promise<PledgeOrderStatus> {
  const order = await EventPledgeOrder.findByPk(orderId);
  if (!order) return 'failed';
  const { order: settled } = order.status === 'pending' ? await refreshPledgeOrder(deps, order) : { order };
  return settled.status;
}

/** The payment a paid order recorded, when its event thanks payers by SMS; else null. */
export async function pledgeOrderPaymentToThank(
  orderId: number,
): Promise<{ paymentId: number; tenantId: number } | null> {
  const order = await EventPledgeOrder.findByPk(orderId);
  if (order?.status !== 'paid' || order.eventPaymentId === null) return null;
  const event = await Event.findOne({
    where: { id: order.eventId, tenantId: order.tenantId },
    attributes: ['autoPaymentSms'],
  });
  return event?.autoPaymentSms ? { paymentId: order.eventPaymentId, tenantId: order.tenantId } : null;
}

/** The polling deadline passed: an order still unpaid becomes `failed` (expired); a later completion still records. */
export async function expireUnpaidPledgeOrder(
  deps: PaymentRefreshDeps & { logger: Logger },
  orderId: number,
): Promise<PledgeOrderStatus> {
  const status = await expirePledgeOrder(deps.sequelize, orderId);
  if (status === 'failed') deps.logger.info({ orderId }, 'online pledge payment not completed before the deadline');
  return status ?? 'failed';
}
