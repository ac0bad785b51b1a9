import { QueryTypes } from 'sequelize';
import { randomUUID } from 'node:crypto';
import { applyLedgerChange } from '../../db/accounts/ledger';
import { testEnv } from './env';

/** Credits a tenant through the ledger (as an admin adjustment would), for tests and benchmarks. */
export async function creditTenant(tenantId: number, channel: 'sms' | 'chat', amount: number): Promise<void> {
  const { sequelize } = testEnv();
  await sequelize.transaction(async (tx) => {
    const result = await applyLedgerChange(sequelize, tx, {
      tenantId,
      channel,
      amount,
      reason: 'test credit',
      reference: `test:${randomUUID()}`,
    });
    if (!result.applied) throw new Error(`credit failed: ${result.reason}`);
  });
}

/** A tenant's balance on a channel, read from its wallet. */
export async function balanceOf(tenantId: number, channel: 'sms' | 'chat'): Promise<number> {
  const [row] = await testEnv().sequelize.query<{ balance: number }>(
    'SELECT balance FROM credit_wallets WHERE tenant_id = $1 AND channel = $2',
    { bind: [tenantId, channel], type: QueryTypes.SELECT },
  );
  return row?.balance ?? 0;
}

/** Takes a tenant's every credit away (through the ledger), so nothing it asks for later can be sent. */
export async function emptyWallets(tenantId: number): Promise<void> {
  for (const channel of ['sms', 'chat'] as const) {
    const balance = await balanceOf(tenantId, channel);
    if (balance > 0) await creditTenant(tenantId, channel, -balance);
  }
}
