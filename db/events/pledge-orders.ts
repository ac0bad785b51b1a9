import { Transaction, type Sequelize } from 'sequelize';
import { EventPayment, EventPledgeOrder, type PledgeOrderStatus } from '../models';
import { lockEvent } from './event-lock';
import { recordPayment, recountPaidAmount } from './payments';
import { darDate } from '../../domain/calendar/dar-calendar';
import type { PageLanguage } from '../../domain/events/vocabulary';
import type { TransactionStatus } from '../../infra/providers/payment-provider';
import { logger } from '../../infra/logger';
import { emitEventPayment } from '../webhooks/emit';

const log = logger.child({ component: 'pledge-orders' });

/** Merchant references of pledge orders start with this; the payment IPN tells them from credit purchases by it. */
export const PLEDGE_REFERENCE_PREFIX = 'EVP-';
export const pledgeMerchantReference = (orderId: number): string =>
  `${PLEDGE_REFERENCE_PREFIX}${String(orderId).padStart(6, '0')}`;
export const isPledgeMerchantReference = (reference: string): boolean => reference.startsWith(PLEDGE_REFERENCE_PREFIX);

export type PledgeSettleOutcome = 'paid' | 'failed' | 'reversed' | 'unchanged';

/** Online payments an invitee may have open (pending) at once; each pending order is a different amount. */
export const MAX_PENDING_PLEDGE_ORDERS = 3;
/** An order still without a checkout URL this long after it was written lost its API process mid-submission. */
export const PLEDGE_SUBMIT_GRACE_MS = 60_000;

export type PledgeOrderClaim =
  /** A new pending order: submit it to the provider. */
  | { kind: 'created'; order: EventPledgeOrder }
  /** The invitee's pending order of this amount: its checkout URL, or (still being submitted) one to wait for. */
  | { kind: 'existing'; order: EventPledgeOrder }
  | { kind: 'too_many' }
  /** Unknown event, or cancelled since the page was read. */
  | { kind: 'closed' };

/**
 * Claims the invitee's online payment of `amount` under the event's write lock, so concurrent posts queue here:
 * the pending order of the same amount when there is one (a repeat gets the same checkout), none beyond
 * MAX_PENDING_PLEDGE_ORDERS pending ones, else a new pending order (with its stable merchant reference) written
 * before the provider hears of it. An order whose submission was abandoned (no checkout URL after the grace time)
 * is failed here and no longer counts.
 */
export async function claimPledgeOrder(
  sequelize: Sequelize,
  order: { tenantId: number; eventId: number; inviteeId: number; amount: number; language: PageLanguage },
): Promise<PledgeOrderClaim> {
  return sequelize.transaction(async (transaction) => {
    const event = await lockEvent(transaction, order.tenantId, order.eventId);
    if (!event || event.status === 'cancelled') return { kind: 'closed' };
    const pending = await EventPledgeOrder.findAll({
      where: { tenantId: order.tenantId, eventInviteeId: order.inviteeId, status: 'pending' },
      order: [['id', 'ASC']],
      transaction,
    });
    const open: EventPledgeOrder[] = [];
    for (const found of pending) {
      if (found.redirectUrl === null && Date.now() - found.createdAt.getTime() > PLEDGE_SUBMIT_GRACE_MS) {
        await found.update({ status: 'failed', failureReason: 'submit_abandoned' }, { transaction });
      } else {
        open.push(found);
      }
    }
    const same = open.find((found) => found.amount === order.amount);
    if (same) return { kind: 'existing', order: same };
    if (open.length >= MAX_PENDING_PLEDGE_ORDERS) return { kind: 'too_many' };
    const created = await EventPledgeOrder.create(
      {
        tenantId: order.tenantId,
        eventId: order.eventId,
        eventInviteeId: order.inviteeId,
        amount: order.amount,
        language: order.language,
      },
      { transaction },
    );
    return {
      kind: 'created',
      order: await created.update({ merchantReference: pledgeMerchantReference(created.id) }, { transaction }),
    };
  });
}

export const findPledgeOrderByTrackingId = (orderTrackingId: string): Promise<EventPledgeOrder | null> =>
  EventPledgeOrder.findOne({ where: { orderTrackingId } });

/** Completed: becomes one event payment (method mobile_money, the provider's confirmation code), once. */
async function completeOrder(
  sequelize: Sequelize,
  tx: Transaction,
  order: EventPledgeOrder,
  status: TransactionStatus,
): Promise<PledgeSettleOutcome> {
  if (order.status !== 'pending' && order.status !== 'failed') return 'unchanged';
  const details = { paymentMethod: status.paymentMethod || null, confirmationCode: status.confirmationCode || null };
  if (Math.round(status.amount) !== order.amount || status.currency.toUpperCase() !== order.currency) {
    log.error(
      { orderId: order.id, expected: [order.amount, order.currency], got: [status.amount, status.currency] },
      'pledge paid with a different amount or currency: not recorded',
    );
    if (order.failureReason === 'amount_mismatch') return 'unchanged';
    await order.update({ status: 'failed', failureReason: 'amount_mismatch', ...details }, { transaction: tx });
    return 'failed';
  }
  const payment = await recordPayment(
    sequelize,
    order.tenantId,
    order.eventId,
    {
      eventInviteeId: order.eventInviteeId,
      amount: order.amount,
      paymentDate: darDate(new Date()),
      paymentMethod: 'mobile_money',
      reference: status.confirmationCode || order.merchantReference,
      notes: `Paid online (${status.paymentMethod || 'payment provider'}), order ${order.merchantReference}`,
    },
    { recordedBy: null, providerConfirmationCode: status.confirmationCode || null },
    tx,
  );
  await order.update(
    { status: 'paid', failureReason: null, eventPaymentId: payment?.id ?? null, ...details },
    { transaction: tx },
  );
  return 'paid';
}

/** Failed at the provider: only a pending order fails (a paid one stays paid). */
async function failOrder(tx: Transaction, order: EventPledgeOrder): Promise<PledgeSettleOutcome> {
  if (order.status !== 'pending') return 'unchanged';
  await order.update({ status: 'failed', failureReason: 'provider_failed' }, { transaction: tx });
  return 'failed';
}

/** Reversed after completion: the recorded payment is removed again (the invitee's paid_amount follows). */
async function reverseOrder(
  sequelize: Sequelize,
  tx: Transaction,
  order: EventPledgeOrder,
): Promise<PledgeSettleOutcome> {
  if (order.status === 'reversed') return 'unchanged';
  if (order.eventPaymentId !== null) {
    await emitEventPayment(sequelize, tx, order.eventPaymentId, 'reversed');
    await EventPayment.destroy({ where: { id: order.eventPaymentId }, transaction: tx });
    await recountPaidAmount(sequelize, tx, order.eventInviteeId);
  }
  await order.update({ status: 'reversed', failureReason: 'reversed', eventPaymentId: null }, { transaction: tx });
  return 'reversed';
}

/**
 * Applies what the provider reports to a pledge order: the one idempotent settlement used by the IPN, the return page
 * and the polling workflow. Under the event's write lock, then the order's row lock, the order's status decides, so
 * an IPN, a poll and a page visit racing each other record the payment exactly once.
 */
export async function settlePledgeOrder(
  sequelize: Sequelize,
  orderId: number,
  status: TransactionStatus,
): Promise<{ order: EventPledgeOrder; outcome: PledgeSettleOutcome } | null> {
  const found = await EventPledgeOrder.findByPk(orderId, { attributes: ['id', 'tenantId', 'eventId'] });
  if (!found) return null;
  return sequelize.transaction(async (tx) => {
    if (!(await lockEvent(tx, found.tenantId, found.eventId))) return null;
    const order = await EventPledgeOrder.findByPk(orderId, { transaction: tx, lock: Transaction.LOCK.UPDATE });
    if (!order) return null;
    const outcome =
      status.statusCode === 1
        ? await completeOrder(sequelize, tx, order, status)
        : status.statusCode === 2
          ? await failOrder(tx, order)
          : status.statusCode === 3
            ? await reverseOrder(sequelize, tx, order)
            : 'unchanged';
    if (outcome !== 'unchanged') log.info({ orderId, outcome, statusCode: status.statusCode }, 'pledge order settled');
    return { order, outcome };
  });
}

/** Gives up on an order still unpaid after the polling deadline (a later completion still records it). */
export async function expirePledgeOrder(sequelize: Sequelize, orderId: number): Promise<PledgeOrderStatus | null> {
  return sequelize.transaction(async (tx) => {
    const order = await EventPledgeOrder.findByPk(orderId, { transaction: tx, lock: Transaction.LOCK.UPDATE });
    if (order?.status === 'pending')
      await order.update({ status: 'failed', failureReason: 'expired' }, { transaction: tx });
    return order?.status ?? null;
  });
}
