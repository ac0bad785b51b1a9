import { Transaction, type Sequelize } from 'sequelize';
import { Purchase } from '../models';
import { applyLedgerChange, readBalance } from '../accounts/ledger';
import { logger } from '../../infra/logger';
import { formatTimestamp } from '../../infra/timestamps';
import { emitWebhookEvent } from '../webhooks/emit';
import type { TransactionStatus } from '../../infra/providers/payment-provider';
import { PurchaseStateError } from '../../domain/purchases/errors';

const log = logger.child({ component: 'purchases' });

export type SettleOutcome = 'approved' | 'rejected' | 'failed' | 'reversed' | 'unchanged';

export interface SettleResult {
  purchase: Purchase;
  outcome: SettleOutcome;
}

/** Ledger reference of a purchase's credit; the reversal appends `:reversal`. */
export const purchaseReference = (purchaseId: number): string => `purchase:${purchaseId}`;

/** Reads and row-locks a purchase, so a status change and its ledger entry happen under one lock. */
export function lockPurchase(tx: Transaction, purchaseId: number): Promise<Purchase | null> {
  return Purchase.findByPk(purchaseId, { transaction: tx, lock: Transaction.LOCK.UPDATE });
}

/**
 * Credits the purchase's wallet (once: the ledger reference is unique), marks it approved and emits `purchase.approved`.
 * The `purchase:` reference is how db/dashboard/platform-stats.ts counts credits sold; nothing else may use that prefix.
 */
export async function creditPurchase(sequelize: Sequelize, tx: Transaction, purchase: Purchase): Promise<void> {
  const result = await applyLedgerChange(sequelize, tx, {
    tenantId: purchase.tenantId,
    channel: purchase.channel,
    amount: purchase.smsQuantity,
    reason: `purchase #${purchase.id} (${purchase.kind}, ${purchase.channel})`,
    reference: purchaseReference(purchase.id),
  });
  if (!result.applied && result.reason === 'insufficient') throw new Error('a positive credit cannot be insufficient');
  const now = new Date();
  await purchase.update(
    { status: 'approved', approvedAt: now, creditedAt: purchase.creditedAt ?? now, failureReason: null },
    { transaction: tx },
  );
  await emitWebhookEvent(sequelize, tx, {
    tenantId: purchase.tenantId,
    type: 'purchase.approved',
    data: {
      purchase_id: purchase.id,
      kind: purchase.kind,
      channel: purchase.channel,
      quantity: purchase.smsQuantity,
      total_amount: purchase.totalAmount,
      currency: purchase.currency,
      confirmation_code: purchase.confirmationCode,
      approved_at: formatTimestamp(now)!,
    },
  });
}

function paymentDetails(status: TransactionStatus) {
  return {
    paymentStatusDescription: status.statusDescription || null,
    confirmationCode: status.confirmationCode || null,
    paymentMethod: status.paymentMethod || null,
    paymentAccount: status.paymentAccount || null,
  };
}

async function completePurchase(
  sequelize: Sequelize,
  tx: Transaction,
  purchase: Purchase,
  status: TransactionStatus,
): Promise<SettleOutcome> {
  // A failed purchase may still complete (the payer retried, or we gave up polling too early); a reversed one never.
  if (purchase.reversedAt || !['pending', 'failed'].includes(purchase.status)) return 'unchanged';
  const matches =
    Math.round(status.amount) === purchase.totalAmount && status.currency.toUpperCase() === purchase.currency;
  if (!matches) {
    log.error(
      {
        purchaseId: purchase.id,
        expected: [purchase.totalAmount, purchase.currency],
        got: [status.amount, status.currency],
      },
      'payment completed with a different amount or currency: not credited',
    );
    if (purchase.failureReason === 'amount_mismatch') return 'unchanged';
    await purchase.update(
      { status: 'failed', failureReason: 'amount_mismatch', ...paymentDetails(status) },
      { transaction: tx },
    );
    return 'failed';
  }
  await purchase.update(paymentDetails(status), { transaction: tx });
  await creditPurchase(sequelize, tx, purchase);
  return 'approved';
}

async function failPurchase(tx: Transaction, purchase: Purchase, status: TransactionStatus): Promise<SettleOutcome> {
  if (purchase.status !== 'pending') return 'unchanged';
  await purchase.update(
    { status: 'failed', failureReason: 'provider_failed', ...paymentDetails(status) },
    { transaction: tx },
  );
  return 'failed';
}

/**
 * Takes the credits of a reversed payment back, once. When some were already spent, it takes what the wallet holds
 * (a balance never goes below 0) and logs the shortfall for follow-up.
 */
async function reversePurchase(
  sequelize: Sequelize,
  tx: Transaction,
  purchase: Purchase,
  status: TransactionStatus,
): Promise<SettleOutcome> {
  if (purchase.reversedAt) return 'unchanged';
  let taken = 0;
  if (purchase.creditedAt) {
    const balance = await readBalance(sequelize, tx, purchase.tenantId, purchase.channel, { forUpdate: true });
    taken = Math.min(balance, purchase.smsQuantity);
    if (taken > 0) {
      const result = await applyLedgerChange(sequelize, tx, {
        tenantId: purchase.tenantId,
        channel: purchase.channel,
        amount: -taken,
        reason: `reversal of purchase #${purchase.id}`,
        reference: `${purchaseReference(purchase.id)}:reversal`,
      });
      // The wallet is locked and the reversal recorded once (reversedAt): anything else is a bug, so roll back.
      if (!result.applied) throw new Error(`reversal of purchase #${purchase.id} not applied: ${result.reason}`);
    }
    if (taken < purchase.smsQuantity) {
      log.warn(
        { purchaseId: purchase.id, tenantId: purchase.tenantId, bought: purchase.smsQuantity, taken },
        'reversed purchase: credits already spent',
      );
    }
  }
  await purchase.update(
    {
      status: 'failed',
      failureReason: 'reversed',
      reversedAt: new Date(),
      reversedCredits: purchase.creditedAt ? taken : null,
      paymentStatusDescription: status.statusDescription || null,
    },
    { transaction: tx },
  );
  return 'reversed';
}

/**
 * Applies what the payment provider reports to an online purchase: the one idempotent settlement used by the
 * polling workflow, the status endpoint, the IPN and the return page. Completed (amount and currency matching):
 * credit once → `approved`; failed → `failed`; reversed → `failed` and the credit taken back once; not paid: nothing.
 */
export async function settlePurchase(
  sequelize: Sequelize,
  purchaseId: number,
  status: TransactionStatus,
): Promise<SettleResult | null> {
  return sequelize.transaction(async (tx) => {
    const purchase = await lockPurchase(tx, purchaseId);
    if (!purchase) return null;
    if (purchase.kind !== 'online') return { purchase, outcome: 'unchanged' as const };
    const outcome =
      status.statusCode === 1
        ? await completePurchase(sequelize, tx, purchase, status)
        : status.statusCode === 2
          ? await failPurchase(tx, purchase, status)
          : status.statusCode === 3
            ? await reversePurchase(sequelize, tx, purchase, status)
            : 'unchanged';
    if (outcome !== 'unchanged') log.info({ purchaseId, outcome, statusCode: status.statusCode }, 'purchase settled');
    return { purchase, outcome };
  });
}

/** Gives up on an online purchase still unpaid after the polling deadline. */
export async function expirePurchase(sequelize: Sequelize, purchaseId: number): Promise<Purchase | null> {
  return sequelize.transaction(async (tx) => {
    const purchase = await lockPurchase(tx, purchaseId);
    if (purchase?.status === 'pending' && purchase.kind === 'online') {
      await purchase.update({ status: 'failed', failureReason: 'expired' }, { transaction: tx });
    }
    return purchase;
  });
}

/** Online purchases follow the payment provider: an admin approving or rejecting one could credit an unpaid order. */
function assertManual(purchase: Purchase): void {
  if (purchase.kind !== 'manual') {
    throw new PurchaseStateError(`Purchase #${purchase.id} is an online checkout; the payment provider settles it.`);
  }
}

/** Platform admin approval of a manual request: pending → approved with the credit; approving again changes nothing. */
export async function approvePurchase(
  sequelize: Sequelize,
  purchaseId: number,
  adminId: number,
): Promise<SettleResult | null> {
  return sequelize.transaction(async (tx) => {
    const purchase = await lockPurchase(tx, purchaseId);
    if (!purchase) return null;
    assertManual(purchase);
    if (purchase.status === 'approved') return { purchase, outcome: 'unchanged' as const };
    if (purchase.status !== 'pending')
      throw new PurchaseStateError(
        `Purchase #${purchaseId} is ${purchase.status}; only a pending purchase can be approved.`,
      );
    await purchase.update({ reviewedBy: adminId }, { transaction: tx });
    await creditPurchase(sequelize, tx, purchase);
    return { purchase, outcome: 'approved' as const };
  });
}

/** Platform admin rejection of a manual request: pending → rejected (no credit); rejecting again changes nothing. */
export async function rejectPurchase(
  sequelize: Sequelize,
  purchaseId: number,
  adminId: number,
  reason: string,
): Promise<SettleResult | null> {
  return sequelize.transaction(async (tx) => {
    const purchase = await lockPurchase(tx, purchaseId);
    if (!purchase) return null;
    assertManual(purchase);
    if (purchase.status === 'rejected') return { purchase, outcome: 'unchanged' as const };
    if (purchase.status !== 'pending')
      throw new PurchaseStateError(
        `Purchase #${purchaseId} is ${purchase.status}; only a pending purchase can be rejected.`,
      );
    await purchase.update({ status: 'rejected', rejectionReason: reason, reviewedBy: adminId }, { transaction: tx });
    return { purchase, outcome: 'rejected' as const };
  });
}
