import { QueryTypes } from 'sequelize';
import { testEnv } from './env';
import { creditTenant } from './credits';
import { createTenantSession, type TenantSession } from './tenant';
import { waitFor } from './wait-for';

/** A fresh tenant holding `credits` SMS credits. */
export async function creditedSession(credits: number): Promise<TenantSession> {
  const session = await createTenantSession();
  if (credits > 0) await creditTenant(session.tenant.id, 'sms', credits);
  return session;
}

export async function smsBalance(session: TenantSession): Promise<number> {
  const res = await session.api.get('/balance');
  return res.data.sms_balance as number;
}

/** How many times the gateway sandbox accepted each of these platform message ids (its `reference`). */
export function sandboxCountsByReference(messageIds: number[]): Map<number, number> {
  const wanted = new Set(messageIds.map(String));
  const counts = new Map<number, number>();
  for (const m of testEnv().sandboxes.sms.store.allMessages()) {
    if (m.reference !== null && wanted.has(m.reference))
      counts.set(Number(m.reference), (counts.get(Number(m.reference)) ?? 0) + 1);
  }
  return counts;
}

export interface MessageRow {
  id: number;
  status: string;
  gateway_message_id: string | null;
  batch_id: number | null;
  to_number: string;
  body: string;
  credits: number;
  refunded_at: Date | null;
}

export async function tenantMessages(tenantId: number): Promise<MessageRow[]> {
  return testEnv().sequelize.query<MessageRow>(
    `SELECT id, status, gateway_message_id, batch_id, to_number, body, credits, refunded_at
     FROM messages WHERE tenant_id = $1 ORDER BY id`,
    { bind: [tenantId], type: QueryTypes.SELECT },
  );
}

/** Waits until no message of the tenant is still unsent (scheduled excepted) and returns them. */
export async function waitUntilSubmitted(
  tenantId: number,
  expected: number,
  timeoutMs = 30_000,
): Promise<MessageRow[]> {
  return waitFor(
    async () => {
      const rows = await tenantMessages(tenantId);
      return rows.length === expected && rows.every((r) => !['queued', 'submitting'].includes(r.status))
        ? rows
        : undefined;
    },
    timeoutMs,
    200,
  );
}

/** `n` consecutive valid numbers (2557…), never one of the sandbox's magic numbers (255710000NNN). */
export function phoneNumbers(n: number): string[] {
  const start = 750_000_000 + Math.floor(Math.random() * 49_000_000);
  return Array.from({ length: n }, (_, i) => `255${start + i}`);
}

/** Accepted by the gateway: a PENDING_* status, or a later report's group once the delivery callback came. */
export const isSubmitted = (row: MessageRow): boolean =>
  row.gateway_message_id !== null &&
  ['PENDING', 'DELIVERED', 'UNDELIVERABLE', 'EXPIRED'].some((g) => row.status.startsWith(g));

/** Waits until the gateway sandbox has posted every delivery callback it has queued (retries included). */
export async function sandboxCallbacksDrained(timeoutMs: number): Promise<void> {
  await waitFor(() => testEnv().sandboxes.sms.sandbox.delivery.pending.callbacks === 0, timeoutMs, 100);
}
