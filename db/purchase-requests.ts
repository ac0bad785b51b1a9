import { UniqueConstraintError, type Sequelize } from 'sequelize';
import { Purchase, type CreditChannel } from './models';
import type { PriceQuote } from './pricing';

/** A tenant may hold one pending manual request per channel (interface §4.8). */
export class PendingPurchaseExistsError extends Error {
  constructor(readonly pendingId: number, channel: CreditChannel) {
    super(`You already have a pending ${channel === 'chat' ? 'chat credit' : 'SMS'} purchase request awaiting approval.`);
  }
}

/** Minimum credits per manual or online purchase (interface §8). */
export const MINIMUM_QUANTITY: Record<CreditChannel, number> = { sms: 100, chat: 10 };
/** Our own ceiling, so totals stay well inside integer range. */
export const MAXIMUM_QUANTITY = 10_000_000;

export interface PurchaseRequest {
  tenantId: number;
  userId: number;
  channel: CreditChannel;
  quantity: number;
  quote: PriceQuote;
}

/** The stable merchant reference sent to the payment provider (its idempotency key). */
export const merchantReferenceFor = (purchaseId: number): string => `SMSP-${String(purchaseId).padStart(6, '0')}`;

async function findPendingManual(tenantId: number, channel: CreditChannel): Promise<Purchase | null> {
  return Purchase.findOne({ where: { tenantId, channel, kind: 'manual', status: 'pending' } });
}

/**
 * Records a manual top-up request. The partial unique index keeps one pending request per channel even when two
 * requests race; the loser gets PendingPurchaseExistsError with the winner's id.
 */
export async function createManualPurchase(
  request: PurchaseRequest & { transactionReference: string; payerPhone: string },
): Promise<Purchase> {
  const existing = await findPendingManual(request.tenantId, request.channel);
  if (existing) throw new PendingPurchaseExistsError(existing.id, request.channel);
  try {
    return await Purchase.create({
      tenantId: request.tenantId, userId: request.userId, channel: request.channel, kind: 'manual',
      smsQuantity: request.quantity, unitPrice: request.quote.unitPrice, totalAmount: request.quote.totalAmount,
      transactionReference: request.transactionReference, payerPhone: request.payerPhone,
    });
  } catch (err) {
    if (!(err instanceof UniqueConstraintError)) throw err;
    const winner = await findPendingManual(request.tenantId, request.channel);
    throw new PendingPurchaseExistsError(winner?.id ?? 0, request.channel);
  }
}

/** Records an online purchase (pending) with its merchant reference, before anything is sent to the provider. */
export async function createOnlinePurchase(sequelize: Sequelize, request: PurchaseRequest): Promise<Purchase> {
  return sequelize.transaction(async (transaction) => {
    const purchase = await Purchase.create({
      tenantId: request.tenantId, userId: request.userId, channel: request.channel, kind: 'online',
      smsQuantity: request.quantity, unitPrice: request.quote.unitPrice, totalAmount: request.quote.totalAmount,
    }, { transaction });
    return purchase.update({ merchantReference: merchantReferenceFor(purchase.id) }, { transaction });
  });
}

/** The tenant's purchase history, newest first (both channels), with optional filters. */
export function listTenantPurchases(tenantId: number, filters: { status?: string; channel?: string }, page: { limit: number; offset: number }) {
  return Purchase.findAndCountAll({
    where: {
      tenantId,
      ...(filters.status ? { status: filters.status } : {}),
      ...(filters.channel ? { channel: filters.channel } : {}),
    },
    order: [['id', 'DESC']],
    ...page,
  });
}

/** An online purchase by the provider's tracking id (IPN and return page). */
export function findPurchaseByTrackingId(orderTrackingId: string): Promise<Purchase | null> {
  return Purchase.findOne({ where: { orderTrackingId, kind: 'online' } });
}
