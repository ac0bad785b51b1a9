import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { missingRow } from '../missing-row';
import type { CreditChannel } from '../models';
import { recordLowBalanceCrossing } from './low-balance-alerts';
import { preparedStatement } from '../prepared-statements';

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
  { applied: true; balance: number } | { applied: false; balance: number; reason: 'duplicate' | 'insufficient' };

const APPLY_CHANGE_SQL = preparedStatement(`WITH entry AS (
       INSERT INTO ledger_entries (tenant_id, channel, amount, balance_after, reason, reference)
       VALUES ($1, $2, $3, 0, $4, $5)
       ON CONFLICT (tenant_id, channel, reference) DO NOTHING RETURNING id
     ), wallet AS (
       UPDATE credit_wallets SET balance = balance + $3, updated_at = now()
       WHERE tenant_id = $1 AND channel = $2 AND balance + $3 >= 0 AND EXISTS (SELECT 1 FROM entry)
       RETURNING balance
     )
     SELECT (SELECT id FROM entry) AS id, (SELECT balance FROM wallet) AS balance`);

/**
 * Applies one signed change to a wallet and records it in the ledger, inside the caller's transaction, in two
 * statements. The first inserts the ledger row (ON CONFLICT DO NOTHING on the reference) and, only when it was
 * inserted, changes the wallet with a guarded UPDATE that locks the row and refuses to go below zero, so concurrent
 * debits never overdraw. The second writes the row's balance_after and, when the balance falls below the tenant's
 * low-balance threshold, records an alert (db/accounts/low-balance-alerts.ts). On `insufficient` the caller must roll back
 * (the ledger row was written).
 */
export async function applyLedgerChange(
  sequelize: Sequelize,
  tx: Transaction,
  change: LedgerChange,
): Promise<LedgerResult> {
  if (!Number.isInteger(change.amount) || change.amount === 0)
    throw new Error('ledger amount must be a non-zero integer');
  // A debit needs no new wallet: one that does not exist yet holds 0 and refuses it like any short balance.
  if (change.amount > 0) await ensureWallet(sequelize, tx, change.tenantId, change.channel);
  const [applied = missingRow('the ledger change')] = await sequelize.query<{
    id: string | null;
    balance: number | null;
  }>(APPLY_CHANGE_SQL, {
    bind: [change.tenantId, change.channel, change.amount, change.reason, change.reference],
    type: QueryTypes.SELECT,
    transaction: tx,
  });
  if (applied.id === null || applied.balance === null) {
    const reason = applied.id === null ? 'duplicate' : 'insufficient';
    return { applied: false, reason, balance: await readBalance(sequelize, tx, change.tenantId, change.channel) };
  }
  await recordLowBalanceCrossing(sequelize, tx, change, { id: applied.id, balanceAfter: applied.balance });
  return { applied: true, balance: applied.balance };
}

async function ensureWallet(sequelize: Sequelize, tx: Transaction, tenantId: number, channel: CreditChannel) {
  await sequelize.query(
    `INSERT INTO credit_wallets (tenant_id, channel) VALUES (:tenantId, :channel) ON CONFLICT DO NOTHING`,
    { replacements: { tenantId, channel }, transaction: tx },
  );
}

/** Current balance of one wallet (0 when it does not exist yet). `forUpdate` row-locks it until `tx` ends. */
export async function readBalance(
  sequelize: Sequelize,
  tx: Transaction | null,
  tenantId: number,
  channel: CreditChannel,
  options: { forUpdate?: boolean } = {},
): Promise<number> {
  const rows = await sequelize.query<{ balance: number }>(
    `SELECT balance FROM credit_wallets WHERE tenant_id = :tenantId AND channel = :channel${options.forUpdate ? ' FOR UPDATE' : ''}`,
    { replacements: { tenantId, channel }, type: QueryTypes.SELECT, transaction: tx ?? undefined },
  );
  return rows[0]?.balance ?? 0;
}

/** Both balances of a tenant, as `GET /balance` reports them. */
export async function readBalances(
  sequelize: Sequelize,
  tenantId: number,
): Promise<{ sms_balance: number; chat_balance: number }> {
  const rows = await sequelize.query<{ channel: CreditChannel; balance: number }>(
    'SELECT channel, balance FROM credit_wallets WHERE tenant_id = :tenantId',
    { replacements: { tenantId }, type: QueryTypes.SELECT },
  );
  const of = (channel: CreditChannel) => rows.find((r) => r.channel === channel)?.balance ?? 0;
  return { sms_balance: of('sms'), chat_balance: of('chat') };
}
