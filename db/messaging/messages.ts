/**
 * Message rows and their credits: creating a single send with its debit, failing messages and refunding them
 * exactly once. Shared by the API (immediate and scheduled sends) and the send activities.
 */
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { applyLedgerChange } from '../ledger';

/** Statuses a message has before the gateway accepted it; only these may still be sent, failed or cancelled. */
export const UNSENT_STATUSES = ['scheduled', 'queued', 'submitting'] as const;

export class InsufficientCreditsError extends Error {
  constructor(readonly balance: number, readonly required: number) {
    super('Insufficient balance.');
  }
}

export interface NewMessage {
  tenantId: number;
  userId: number | null;
  contactId: number | null;
  toNumber: string;
  fromSender: string;
  body: string;
  segments: number;
  /** null: send now (status `queued`); else status `scheduled`. */
  scheduledAt: Date | null;
}

/**
 * Inserts messages of one tenant and debits their credits with ONE ledger entry in one transaction, or nothing
 * when the balance is short. The reference names the message (`sms:msg:<id>`), or the first and the count of
 * several (`sms:msgs:<first id>:<count>`, the API's coalesced immediate sends); each is refunded on its own.
 *
 * Immediate sends commit without waiting for the WAL flush: the tenant's wallet row lock is then held for
 * microseconds instead of an fsync, which is what serialises a tenant's parallel sends. Nothing is lost by it: the
 * claim before the gateway call commits synchronously, and flushing that later commit record makes this one
 * durable too, so no message reaches the gateway without its debit on disk. A crash before that loses the
 * messages and their debit together, and the request fails.
 */
export async function createMessagesWithDebit(sequelize: Sequelize, messages: NewMessage[]): Promise<number[]> {
  const tenantId = messages[0].tenantId;
  if (messages.some((m) => m.tenantId !== tenantId)) throw new Error('messages of one tenant only');
  const credits = messages.reduce((sum, m) => sum + m.segments, 0);
  return sequelize.transaction(async (tx) => {
    if (messages.every((m) => !m.scheduledAt)) await sequelize.query('SET LOCAL synchronous_commit TO off', { transaction: tx });
    const rows = await sequelize.query<{ id: number }>(
      `INSERT INTO messages (tenant_id, user_id, contact_id, to_number, from_sender, body, segments, status, scheduled_at)
       SELECT $1, v.user_id, v.contact_id, v.to_number, v.from_sender, v.body, v.segments,
              CASE WHEN v.scheduled_at IS NULL THEN 'queued' ELSE 'scheduled' END, v.scheduled_at
       FROM unnest($2::int[], $3::int[], $4::text[], $5::text[], $6::text[], $7::int[], $8::timestamptz[]) WITH ORDINALITY
         AS v(user_id, contact_id, to_number, from_sender, body, segments, scheduled_at, ord)
       ORDER BY v.ord RETURNING id`,
      {
        bind: [tenantId, messages.map((m) => m.userId), messages.map((m) => m.contactId), messages.map((m) => m.toNumber),
          messages.map((m) => m.fromSender), messages.map((m) => m.body), messages.map((m) => m.segments),
          messages.map((m) => m.scheduledAt)],
        type: QueryTypes.SELECT, transaction: tx,
      },
    );
    const ids = rows.map((r) => r.id).sort((a, b) => a - b);
    const reference = ids.length === 1 ? `sms:msg:${ids[0]}` : `sms:msgs:${ids[0]}:${ids.length}`;
    const debit = await applyLedgerChange(sequelize, tx, { tenantId, channel: 'sms', amount: -credits, reason: 'sms send', reference });
    if (!debit.applied) throw new InsufficientCreditsError(debit.balance, credits);
    return ids;
  });
}

/** One message and its debit (see createMessagesWithDebit); throws InsufficientCreditsError when short. */
export async function createMessageWithDebit(sequelize: Sequelize, message: NewMessage): Promise<number> {
  const [id] = await createMessagesWithDebit(sequelize, [message]);
  return id;
}

/**
 * Refunds the given messages that were not refunded yet, in the caller's transaction. `refunded_at` makes each
 * message refundable once; the ledger reference names the message (or the first of a set, unique for the same
 * reason). Returns the credits given back.
 */
export async function refundMessages(sequelize: Sequelize, tx: Transaction, ids: number[], reason: string): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await sequelize.query<{ id: number; tenant_id: number; segments: number }>(
    `UPDATE messages SET refunded_at = now(), updated_at = now()
     WHERE id = ANY($1::bigint[]) AND refunded_at IS NULL RETURNING id, tenant_id, segments`,
    { bind: [ids], type: QueryTypes.SELECT, transaction: tx },
  );
  let refunded = 0;
  for (const [tenantId, group] of groupBy(rows, (r) => r.tenant_id)) {
    const amount = group.reduce((sum, r) => sum + r.segments, 0);
    if (amount === 0) continue;
    const first = Math.min(...group.map((r) => r.id));
    const reference = group.length === 1 ? `sms:refund:msg:${first}` : `sms:refund:msgs:${first}:${group.length}`;
    await applyLedgerChange(sequelize, tx, { tenantId, channel: 'sms', amount, reason, reference });
    refunded += amount;
  }
  return refunded;
}

/**
 * Marks still-unsent messages `failed` (with the reason as delivery_error), refunds them and counts them on their
 * batch, in one transaction. Messages that moved on meanwhile are left alone. Returns how many failed.
 */
export async function failMessages(sequelize: Sequelize, ids: number[], error: string, tx?: Transaction): Promise<number> {
  if (ids.length === 0) return 0;
  const work = async (t: Transaction) => {
    const failed = await sequelize.query<{ id: number; batch_id: number | null }>(
      `UPDATE messages SET status = 'failed', delivery_error = left($2, 255), updated_at = now()
       WHERE id = ANY($1::bigint[]) AND status IN ('scheduled', 'queued', 'submitting') RETURNING id, batch_id`,
      { bind: [ids, error], type: QueryTypes.SELECT, transaction: t },
    );
    await refundMessages(sequelize, t, failed.map((r) => r.id), 'sms failed');
    for (const [batchId, group] of groupBy(failed, (r) => r.batch_id)) {
      if (batchId !== null) await bumpBatchCounters(sequelize, t, batchId, { submitted: 0, failed: group.length });
    }
    return failed.length;
  };
  return tx ? work(tx) : sequelize.transaction(work);
}

/** Adds to a batch's progress counters (in the transaction that changed the messages, so retries never double count). */
export async function bumpBatchCounters(
  sequelize: Sequelize, tx: Transaction, batchId: number, delta: { submitted: number; failed: number },
): Promise<void> {
  if (delta.submitted === 0 && delta.failed === 0) return;
  await sequelize.query(
    'UPDATE send_batches SET submitted = submitted + $2, failed = failed + $3, updated_at = now() WHERE id = $1',
    { bind: [batchId, delta.submitted, delta.failed], transaction: tx },
  );
}

export function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/** Cancels a still-scheduled message and refunds it, atomically; false when it is no longer scheduled. */
export async function cancelScheduledMessage(sequelize: Sequelize, messageId: number): Promise<boolean> {
  return sequelize.transaction(async (tx) => {
    const rows = await sequelize.query<{ id: number; batch_id: number | null }>(
      `UPDATE messages SET status = 'cancelled', updated_at = now() WHERE id = $1 AND status = 'scheduled' RETURNING id, batch_id`,
      { bind: [messageId], type: QueryTypes.SELECT, transaction: tx },
    );
    if (rows.length === 0) return false;
    await refundMessages(sequelize, tx, [messageId], 'sms cancelled');
    if (rows[0].batch_id !== null) await bumpBatchCounters(sequelize, tx, rows[0].batch_id, { submitted: 0, failed: 1 });
    return true;
  });
}

/**
 * Deletes a tenant's messages. Those not sent yet (scheduled/queued) are refunded in the same transaction, so
 * deleting a pending message cancels it; a row already being submitted is kept. Returns how many were deleted.
 */
export async function deleteMessages(sequelize: Sequelize, tenantId: number, ids: number[]): Promise<number> {
  return sequelize.transaction(async (tx) => {
    const unsent = await sequelize.query<{ id: number }>(
      `SELECT id FROM messages WHERE tenant_id = $1 AND id = ANY($2::bigint[]) AND status IN ('scheduled', 'queued') FOR UPDATE`,
      { bind: [tenantId, ids], type: QueryTypes.SELECT, transaction: tx },
    );
    await refundMessages(sequelize, tx, unsent.map((r) => r.id), 'sms deleted before sending');
    const deleted = await sequelize.query<{ id: number }>(
      `DELETE FROM messages WHERE tenant_id = $1 AND id = ANY($2::bigint[]) AND status <> 'submitting' RETURNING id`,
      { bind: [tenantId, ids], type: QueryTypes.SELECT, transaction: tx },
    );
    return deleted.length;
  });
}
