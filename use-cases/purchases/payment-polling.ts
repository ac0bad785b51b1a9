/** The steps of an online purchase's polling workflow: one poll of the provider, and the purchase's expiry after the deadline. */
import { PaymentProviderError } from '../../infra/providers/payment-provider';
import { Purchase, type PurchaseStatus } from '../../db/models';
import { expirePurchase } from '../../db/purchases/purchases';
import { refreshPurchasePayment, type PaymentRefreshDeps } from './payment-refresh';
import { logger } from '../../infra/logger';

const log = logger.child({ component: 'payments' });

export interface PollResult {
  status: PurchaseStatus;
}

export type { PurchaseStatus } from '../../db/models';

/**
 * One poll of an online purchase; a purchase that is no longer pending is not polled. Provider trouble is not the
 * workflow's failure: it reads as "still pending" and the next poll tries again.
 */
export async function pollPurchasePayment(deps: PaymentRefreshDeps, purchaseId: number): Promise<PollResult> {
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

/** The polling deadline passed: one last look at the provider, then an unpaid purchase becomes `failed`. */
export async function expireUnpaidPurchase(deps: PaymentRefreshDeps, purchaseId: number): Promise<PollResult> {
  const last = await pollPurchasePayment(deps, purchaseId);
  if (last.status !== 'pending') return last;
  const purchase = await expirePurchase(deps.sequelize, purchaseId);
  log.info({ purchaseId }, 'online purchase not paid before the deadline: failed');
  return { status: purchase?.status ?? 'cancelled' };
}
