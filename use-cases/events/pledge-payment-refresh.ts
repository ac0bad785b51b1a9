import type { EventPledgeOrder } from '../../db/models';
import { settlePledgeOrder, type PledgeSettleOutcome } from '../../db/events/pledge-orders';
import type { PaymentRefreshDeps } from '../purchases/payment-refresh';
import { startPaymentThanks, type PaymentThanksDeps } from './payment-thanks-workflow';

/**
 * Asks the provider for a pledge order's status and settles it (a notification's content is never trusted). Shared by
 * the IPN, the payer's return page and the polling activity; provider errors propagate.
 */
export async function refreshPledgeOrder(
  deps: PaymentRefreshDeps,
  order: EventPledgeOrder,
): Promise<{ order: EventPledgeOrder; outcome: PledgeSettleOutcome }> {
  if (order.orderTrackingId === null || order.status === 'reversed') return { order, outcome: 'unchanged' };
  const status = await deps.paymentProvider.getTransactionStatus(order.orderTrackingId);
  return (await settlePledgeOrder(deps.sequelize, order.id, status)) ?? { order, outcome: 'unchanged' };
}

/** refreshPledgeOrder for the API's paths (IPN, return page): a payment it records starts its thank-you. */
export async function refreshPledgeOrderAndThank(
  deps: PaymentRefreshDeps & PaymentThanksDeps,
  order: EventPledgeOrder,
): Promise<{ order: EventPledgeOrder; outcome: PledgeSettleOutcome }> {
  const result = await refreshPledgeOrder(deps, order);
  const paymentId = result.order.eventPaymentId;
  if (result.outcome === 'paid' && paymentId !== null) {
    await startPaymentThanks(deps, { id: paymentId, tenantId: result.order.tenantId, eventId: result.order.eventId });
  }
  return result;
}
