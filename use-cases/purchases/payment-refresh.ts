import type { Sequelize } from 'sequelize';
import type { PaymentProvider } from '../../infra/providers/payment-provider';
import type { Purchase } from '../../db/models';
import { settlePurchase, type SettleResult } from '../../db/purchases/purchases';

export interface PaymentRefreshDeps {
  sequelize: Sequelize;
  paymentProvider: PaymentProvider;
}

/** Whether the provider can still change this purchase (a rejected, cancelled or reversed one is closed). */
export const canChangeAtProvider = (purchase: Purchase): boolean =>
  purchase.kind === 'online' &&
  purchase.orderTrackingId !== null &&
  purchase.reversedAt === null &&
  purchase.status !== 'rejected' &&
  purchase.status !== 'cancelled';

/**
 * Asks the provider for the payment's status and settles the purchase with it (never trusting a notification's
 * content). Shared by the polling activity, the status endpoint, the IPN and the return page.
 */
export async function refreshPurchasePayment(deps: PaymentRefreshDeps, purchase: Purchase): Promise<SettleResult> {
  if (!canChangeAtProvider(purchase)) return { purchase, outcome: 'unchanged' };
  const status = await deps.paymentProvider.getTransactionStatus(purchase.orderTrackingId!);
  return (await settlePurchase(deps.sequelize, purchase.id, status)) ?? { purchase, outcome: 'unchanged' };
}
