/**
 * What the fault tests share: a tenant with credits on a database of the test's choosing, a bulk send through the
 * real API, and "each message reached the gateway exactly once", counted at the SMS sandbox by recipient number
 * (message ids of a test's own database could repeat the suite's).
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import axios, { type AxiosInstance } from 'axios';
import { QueryTypes, type Sequelize } from 'sequelize';
import { applyLedgerChange } from '../../db/accounts/ledger';
import { testEnv } from '../helpers/env';
import { phoneNumbers } from '../helpers/sms';

export { MULTI_SEND_PATH as MULTI } from '../../infra/providers/sms-gateway';

/** Environment of a child API or worker: its own task queue, the suite's database unless `extra` names another, no Schedules. */
export const childProcessEnv = (taskQueue: string, extra: Record<string, string> = {}): Record<string, string> => ({
  TEMPORAL_TASK_QUEUE: taskQueue,
  DATABASE_URL: testEnv().config.databaseUrl,
  WORKER_SCHEDULES: 'off',
  ...extra,
});

/** Registers an organization through an API (`baseUrl` ends in /api) and returns its client and tenant id. */
export async function registerThrough(baseUrl: string): Promise<{ api: AxiosInstance; tenantId: number }> {
  const email = `fault-${randomUUID().slice(0, 8)}@example.com`;
  const res = await axios.post(
    `${baseUrl}/register`,
    {
      org_name: `Fault ${randomUUID().slice(0, 8)}`,
      phone: '0712345678',
      name: 'Fault',
      email,
      password: 'fault-pass-2468',
      password_confirmation: 'fault-pass-2468',
    },
    { validateStatus: () => true },
  );
  assert.equal(res.status, 201, JSON.stringify(res.data));
  const api = axios.create({
    baseURL: baseUrl,
    validateStatus: () => true,
    headers: { Authorization: `Bearer ${res.data.token}` },
    maxBodyLength: Infinity,
  });
  return { api, tenantId: res.data.user.tenant.id as number };
}

export async function credit(sequelize: Sequelize, tenantId: number, amount: number): Promise<void> {
  await sequelize.transaction((tx) =>
    applyLedgerChange(sequelize, tx, {
      tenantId,
      channel: 'sms',
      amount,
      reason: 'fault test',
      reference: `test:${randomUUID()}`,
    }),
  );
}

export async function balance(sequelize: Sequelize, tenantId: number): Promise<number> {
  const [row] = await sequelize.query<{ balance: number }>(
    "SELECT balance FROM credit_wallets WHERE tenant_id = $1 AND channel = 'sms'",
    { bind: [tenantId], type: QueryTypes.SELECT },
  );
  return row.balance;
}

/** Posts a bulk send of `n` one-credit messages; returns the batch id and the numbers. */
export async function postBulk(api: AxiosInstance, n: number): Promise<{ batchId: number; numbers: string[] }> {
  const numbers = phoneNumbers(n);
  const res = await api.post('/sms/send-bulk', { messages: numbers.map((to, i) => ({ to, text: `Fault ${i}` })) });
  assert.equal(res.status, 202, JSON.stringify(res.data).slice(0, 500));
  return { batchId: res.data.batch_id as number, numbers };
}

/** Submitted messages of a batch so far (accepted by the gateway). */
export async function submittedCount(sequelize: Sequelize, batchId: number): Promise<number> {
  const [row] = await sequelize.query<{ n: number }>(
    'SELECT count(*) AS n FROM messages WHERE batch_id = $1 AND gateway_message_id IS NOT NULL',
    { bind: [batchId], type: QueryTypes.SELECT },
  );
  return row.n;
}

/** Every number got exactly one message at the gateway sandbox. */
export function assertEachNumberOnce(numbers: string[], store = testEnv().sandboxes.sms.store): void {
  const wanted = new Set(numbers);
  const counts = new Map<string, number>();
  for (const m of store.allMessages()) if (wanted.has(m.to)) counts.set(m.to, (counts.get(m.to) ?? 0) + 1);
  assert.equal(counts.size, numbers.length, `${numbers.length - counts.size} numbers never reached the gateway`);
  assert.deepEqual(
    [...counts.entries()].filter(([, n]) => n !== 1).slice(0, 3),
    [],
    'a message reached the gateway twice',
  );
}

/** The batch's messages by status, and how many were refunded. */
export async function batchOutcome(
  sequelize: Sequelize,
  batchId: number,
): Promise<{ statuses: Record<string, number>; refunded: number }> {
  const rows = await sequelize.query<{ status: string; n: number; refunded: number }>(
    'SELECT status, count(*) AS n, count(refunded_at) AS refunded FROM messages WHERE batch_id = $1 GROUP BY status',
    { bind: [batchId], type: QueryTypes.SELECT },
  );
  return {
    statuses: Object.fromEntries(rows.map((r) => [r.status, r.n])),
    refunded: rows.reduce((sum, r) => sum + r.refunded, 0),
  };
}
