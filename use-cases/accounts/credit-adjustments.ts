import { randomUUID } from 'node:crypto';
import { DatabaseError, type Sequelize } from 'sequelize';
import { Tenant, type CreditChannel } from '../../db/models';
import { applyLedgerChange } from '../../db/accounts/ledger';

/** Balances are int4 columns. */
export const MAX_BALANCE = 2_147_483_647;

export interface CreditAdjustment {
  tenantId: number;
  channel: CreditChannel;
  /** Signed credits, never 0. */
  amount: number;
  reason: string;
  /** Repeating an adjustment with the same key changes nothing. */
  idempotencyKey?: string;
}

/** What an adjustment did, or why it was refused (nothing written). */
export type AdjustmentOutcome =
  | { outcome: 'done'; applied: boolean; balance: number }
  | { outcome: 'tenant_not_found' }
  | { outcome: 'above_limit' }
  | { outcome: 'below_zero'; balance: number };

/** Thrown inside the transaction so that it rolls back (an `insufficient` change wrote its ledger row). */
class Refused extends Error {
  constructor(readonly refusal: AdjustmentOutcome) {
    super('credit adjustment refused');
  }
}

/** PostgreSQL refuses a balance past int4 (numeric_value_out_of_range), which rolls the adjustment back. */
const pastInt4 = (err: unknown): boolean =>
  err instanceof DatabaseError && (err.parent as Error & { code?: string }).code === '22003';

/**
 * A platform admin's manual balance correction (docs/decisions.md §3): a signed ledger entry whose `adjust:` reference keeps it
 * out of the credits sold (db/dashboard/platform-stats.ts). A balance never goes below 0 nor above MAX_BALANCE.
 */
export async function adjustCredits(sequelize: Sequelize, adjustment: CreditAdjustment): Promise<AdjustmentOutcome> {
  if (!(await Tenant.findByPk(adjustment.tenantId))) return { outcome: 'tenant_not_found' };
  try {
    return await sequelize.transaction(async (tx) => {
      const change = await applyLedgerChange(sequelize, tx, {
        tenantId: adjustment.tenantId,
        channel: adjustment.channel,
        amount: adjustment.amount,
        reason: adjustment.reason,
        reference: `adjust:${adjustment.idempotencyKey ?? randomUUID()}`,
      }).catch((err: unknown) => {
        throw pastInt4(err) ? new Refused({ outcome: 'above_limit' }) : err;
      });
      if (!change.applied && change.reason === 'insufficient')
        throw new Refused({ outcome: 'below_zero', balance: change.balance });
      return { outcome: 'done' as const, applied: change.applied, balance: change.balance };
    });
  } catch (err) {
    if (err instanceof Refused) return err.refusal;
    throw err;
  }
}
