import type { Sequelize } from 'sequelize';
import type { ActivityDeps } from './deps';
import { PaymentProviderError, type PaymentProvider } from '../lib/infra/providers/payment-provider';
import { Purchase, type PurchaseStatus } from '../db/models';
import { expirePurchase, settlePurchase, type SettleResult } from '../db/purchases';
import { logger } from '../lib/infra/logger';

const log = logger.child({ component: 'payments' });

export interface PaymentRefreshDeps {
  sequelize: Sequelize;
  paymentProvider: PaymentProvider;
}

/** Whether the provider can still change this purchase (a rejected, cancelled or reversed one is closed). */
export const canChangeAtProvider = (purchase: Purchase): boolean =>
  purchase.kind === 'online' && purchase.orderTrackingId !== null && purchase.reversedAt === null
  && purchase.status !== 'rejected' && purchase.status !== 'cancelled';

/**
 * Asks the provider for the payment's status and settles the purchase with it (never trusting a notification's
 * content). Shared by the polling activity, the status endpoint, the IPN and the return page.
 */
export async function refreshPurchasePayment(deps: PaymentRefreshDeps, purchase: Purchase): Promise<SettleResult> {
  if (!canChangeAtProvider(purchase)) return { purchase, outcome: 'unchanged' };
  const status = await deps.paymentProvider.getTransactionStatus(purchase.orderTrackingId!);
  return (await settlePurchase(deps.sequelize, purchase.id, status)) ?? { purchase, outcome: 'unchanged' };
}

export interface PollResult {
  status: PurchaseStatus;
}

export function createPaymentActivities(deps: ActivityDeps) {
  /** Provider trouble is not the workflow's failure: it reads as "still pending" and the next poll tries again. */
  async function pollOnce(purchaseId: number): Promise<PollResult> {
    const purchase = await Purchase.findByPk(purchaseId);
    if (!purchase) return { status: 'cancelled' };
    if (purchase.status !== 'pending') return { status: purchase.status };
    try {
      return { status: (await refreshPurchasePayment(deps, purchase)).purchase.status };
    } catch (err) {
      if (!(err instanceof PaymentProviderError)) throw err;
      log.warn({ purchaseId, err: err.message, code: err.code }, 'payment status check failed; will poll again');
      return { status: 'pending' };
    }
  }

  return {
    /** One poll of an online purchase; a purchase that is no longer pending is not polled. */
    pollPurchasePayment: pollOnce,

    /** The polling deadline passed: one last look at the provider, then an unpaid purchase becomes `failed`. */
    async expireUnpaidPurchase(purchaseId: number): Promise<PollResult> {
      const last = await pollOnce(purchaseId);
      if (last.status !== 'pending') return last;
      const purchase = await expirePurchase(deps.sequelize, purchaseId);
      log.info({ purchaseId }, 'online purchase not paid before the deadline: failed');
      return { status: purchase?.status ?? 'cancelled' };
    },
  };
}
