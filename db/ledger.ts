import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { CreditChannel } from './models';
import { recordLowBalanceCrossing } from './low-balance-alerts';

/** A debit the wallet cannot cover: nothing was written. */
export class InsufficientCreditsError extends Error {
  constructor(readonly balance: number, readonly required: number) {
    super('Insufficient balance.');
  }
}

export interface LedgerChange {
  tenantId: number;
  channel: CreditChannel;
  /** Signed credits: negative debits, positive credits. */
  amount: number;
  reason: string;
  /** Business key; a second change with the same key is a no-op (retries never bill twice). */
  reference: string;
}

export type LedgerResult =
  | { applied: true; balance: number }
  | { applied: false; balance: number; reason: 'duplicate' | 'insufficient' };

/**
 * Applies one signed change to a wallet and records it in the ledger, inside the caller's transaction.
 * The ledger row is inserted first (ON CONFLICT DO NOTHING on the reference), then the wallet is changed with
 * a guarded UPDATE that locks the row and refuses to go below zero, so concurrent debits never overdraw.
 * On `insufficient` the caller must roll back (the ledger row was written). A change that takes the balance below
 * the tenant's low-balance threshold records an alert in the same transaction (db/low-balance-alerts.ts).
 */
export async function applyLedgerChange(sequelize: Sequelize, tx: Transaction, change: LedgerChange): Promise<LedgerResult> {
  if (!Number.isInteger(change.amount) || change.amount === 0) throw new Error('ledger amount must be a non-zero integer');
  await ensureWallet(sequelize, tx, change.tenantId, change.channel);
  const inserted = await sequelize.query<{ id: number }>(
    `INSERT INTO ledger_entries (tenant_id, channel, amount, balance_after, reason, reference)
     VALUES (:tenantId, :channel, :amount, 0, :reason, :reference)
     ON CONFLICT (tenant_id, channel, reference) DO NOTHING RETURNING id`,
    { replacements: { ...change }, type: QueryTypes.SELECT, transaction: tx },
  );
  if (inserted.length === 0) {
    return { applied: false, reason: 'duplicate', balance: await readBalance(sequelize, tx, change.tenantId, change.channel) };
  }
  const updated = await sequelize.query<{ balance: number }>(
    `UPDATE credit_wallets SET balance = balance + :amount, updated_at = now()
     WHERE tenant_id = :tenantId AND channel = :channel AND balance + :amount >= 0 RETURNING balance`,
    { replacements: { ...change }, type: QueryTypes.SELECT, transaction: tx },
  );
  if (updated.length === 0) {
    return { applied: false, reason: 'insufficient', balance: await readBalance(sequelize, tx, change.tenantId, change.channel) };
  }
  await sequelize.query('UPDATE ledger_entries SET balance_after = :balance WHERE id = :id', {
    replacements: { balance: updated[0].balance, id: inserted[0].id },
    transaction: tx,
  });
  await recordLowBalanceCrossing(sequelize, tx, change);
  return { applied: true, balance: updated[0].balance };
}

async function ensureWallet(sequelize: Sequelize, tx: Transaction, tenantId: number, channel: CreditChannel) {
  await sequelize.query(
    `INSERT INTO credit_wallets (tenant_id, channel) VALUES (:tenantId, :channel) ON CONFLICT DO NOTHING`,
    { replacements: { tenantId, channel }, transaction: tx },
  );
}

/** Current balance of one wallet (0 when it does not exist yet). `forUpdate` row-locks it until `tx` ends. */
export async function readBalance(
  sequelize: Sequelize, tx: Transaction | null, tenantId: number, channel: CreditChannel, options: { forUpdate?: boolean } = {},
): Promise<number> {
  const rows = await sequelize.query<{ balance: number }>(
    `SELECT balance FROM credit_wallets WHERE tenant_id = :tenantId AND channel = :channel${options.forUpdate ? ' FOR UPDATE' : ''}`,
    { replacements: { tenantId, channel }, type: QueryTypes.SELECT, transaction: tx ?? undefined },
  );
  return rows[0]?.balance ?? 0;
}

/** Both balances of a tenant, as `GET /balance` reports them. */
export async function readBalances(sequelize: Sequelize, tenantId: number): Promise<{ sms_balance: number; chat_balance: number }> {
  const rows = await sequelize.query<{ channel: CreditChannel; balance: number }>(
    'SELECT channel, balance FROM credit_wallets WHERE tenant_id = :tenantId',
    { replacements: { tenantId }, type: QueryTypes.SELECT },
  );
  const of = (channel: CreditChannel) => rows.find((r) => r.channel === channel)?.balance ?? 0;
  return { sms_balance: of('sms'), chat_balance: of('chat') };
}
