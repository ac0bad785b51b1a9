import { UniqueConstraintError, type Sequelize } from 'sequelize';
import { Purchase, type CreditChannel } from '../models';
import type { PriceQuote } from './pricing';
import { PendingCheckoutsLimitError, PendingPurchaseExistsError } from '../../domain/purchases/errors';

/** Online checkouts a tenant may have open (pending) at once: each one is a provider order and a 24 h polling workflow. */
export const MAX_PENDING_ONLINE_PURCHASES = 5;
/** A pending online purchase still without an order this long after it was written lost its API process mid-checkout. */
const ONLINE_SUBMIT_GRACE_MS = 60_000;

/** Minimum credits per manual or online purchase (docs/interface.md §8). */
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
      tenantId: request.tenantId,
      userId: request.userId,
      channel: request.channel,
      kind: 'manual',
      smsQuantity: request.quantity,
      unitPrice: request.quote.unitPrice,
      totalAmount: request.quote.totalAmount,
      transactionReference: request.transactionReference,
      payerPhone: request.payerPhone,
    });
  } catch (err) {
    if (!(err instanceof UniqueConstraintError)) throw err;
    const winner = await findPendingManual(request.tenantId, request.channel);
    throw new PendingPurchaseExistsError(winner?.id ?? 0, request.channel);
  }
}

/**
 * Records an online purchase (pending) with its merchant reference, before anything is sent to the provider; past
 * MAX_PENDING_ONLINE_PURCHASES pending ones it throws PendingCheckoutsLimitError (one abandoned mid-checkout is failed
 * and no longer counts). The count and the insert happen under a per-tenant advisory lock, so concurrent checkouts
 * queue instead of racing past the limit.
 */
export async function createOnlinePurchase(sequelize: Sequelize, request: PurchaseRequest): Promise<Purchase> {
  return sequelize.transaction(async (transaction) => {
    await sequelize.query("SELECT pg_advisory_xact_lock(hashtext('online_purchases'), $1)", {
      bind: [request.tenantId],
      transaction,
    });
    const pending = await Purchase.findAll({
      where: { tenantId: request.tenantId, kind: 'online', status: 'pending' },
      order: [['id', 'ASC']],
      transaction,
    });
    const open: Purchase[] = [];
    for (const found of pending) {
      // No order at the provider long after it was written: its API process stopped mid-checkout; nobody can pay it.
      if (found.orderTrackingId === null && Date.now() - found.createdAt.getTime() > ONLINE_SUBMIT_GRACE_MS) {
        await found.update({ status: 'failed', failureReason: 'submit_abandoned' }, { transaction });
      } else {
        open.push(found);
      }
    }
    if (open.length >= MAX_PENDING_ONLINE_PURCHASES) throw new PendingCheckoutsLimitError(open.map((p) => p.id));
    const purchase = await Purchase.create(
      {
        tenantId: request.tenantId,
        userId: request.userId,
        channel: request.channel,
        kind: 'online',
        smsQuantity: request.quantity,
        unitPrice: request.quote.unitPrice,
        totalAmount: request.quote.totalAmount,
      },
      { transaction },
    );
    return purchase.update({ merchantReference: merchantReferenceFor(purchase.id) }, { transaction });
  });
}

/** The tenant's purchase history, newest first (both channels), with optional filters. */
export function listTenantPurchases(
  tenantId: number,
  filters: { status?: string; channel?: string },
  page: { limit: number; offset: number },
) {
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
