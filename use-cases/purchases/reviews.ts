import type { Sequelize } from 'sequelize';
import { approvePurchase, rejectPurchase, type SettleResult } from '../../db/purchases/purchases';

/**
 * A platform admin's decision on a manual purchase request (docs/decisions.md §3), in one transaction with the row locked:
 * null when there is no such purchase; an online one or a settled one is PurchaseStateError; repeating changes nothing.
 */

/** pending → approved with the credit (credited once). */
export const approveManualPurchase = (
  sequelize: Sequelize,
  purchaseId: number,
  adminId: number,
): Promise<SettleResult | null> => approvePurchase(sequelize, purchaseId, adminId);

/** pending → rejected, no credit. */
export const rejectManualPurchase = (
  sequelize: Sequelize,
  purchaseId: number,
  adminId: number,
  reason: string,
): Promise<SettleResult | null> => rejectPurchase(sequelize, purchaseId, adminId, reason);
