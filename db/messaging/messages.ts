/**
 * Message rows and their credits: creating sends with their debit, failing, cancelling and deleting messages,
 * refunding each exactly once. Shared by the send use-cases (lib/messaging) and the batch activities.
 */
import { QueryTypes, UniqueConstraintError, type Sequelize, type Transaction } from 'sequelize';
import { missingRow } from '../missing-row';
import { applyLedgerChange } from '../accounts/ledger';
import type { CreditChannel } from '../models';
import { groupBy } from '../../infra/group-by';
import { emitMessageStatusEvents } from '../webhooks/emit';
import { InsufficientCreditsError } from '../../domain/accounts/errors';

/** Statuses a message has before its provider accepted it; only these may still be sent, failed or cancelled. */
export const UNSENT_STATUSES = ['scheduled', 'queued', 'submitting'] as const;

export interface NewMessage {
  tenantId: number;
  channel: CreditChannel;
  userId: number | null;
  contactId: number | null;
  toNumber: string;
  fromSender: string;
  body: string;
  credits: number;
  /** What the message was sent for when no request sent it (unique per tenant): a retry finds it instead. */
  originKey?: string | null;
}

/**
 * Inserts immediate messages of one tenant and channel (status `queued`) and debits their credits with ONE
 * ledger entry, in one transaction, or nothing when the balance is short. The reference names the message
 * (`sms:msg:<id>`), or the first and the count of several (`sms:msgs:<first id>:<count>`); each is refunded on
 * its own. (A request's immediate sends are written already claimed instead: db/messaging/claimed-messages.ts.)
 *
 * It commits without waiting for the WAL flush: the tenant's wallet row lock is then held for microseconds
 * instead of an fsync, which is what serialises a tenant's parallel sends. Nothing is lost by it: the claim
 * before the provider call commits synchronously, and flushing that later commit record makes this one durable
 * too, so no message reaches a provider without its debit on disk. A crash before that loses the messages and
 * their debit together, and the request fails.
 */
export async function createMessagesWithDebit(sequelize: Sequelize, messages: NewMessage[]): Promise<number[]> {
  const [first] = messages;
  if (first === undefined) throw new Error('no messages to create');
  const { tenantId, channel } = first;
  if (messages.some((m) => m.tenantId !== tenantId || m.channel !== channel))
    throw new Error('messages of one tenant and channel only');
  const credits = messages.reduce((sum, m) => sum + m.credits, 0);
  return sequelize.transaction(async (tx) => {
    await sequelize.query('SET LOCAL synchronous_commit TO off', { transaction: tx });
    const rows = await sequelize.query<{ id: number }>(
      `INSERT INTO messages (tenant_id, channel, user_id, contact_id, to_number, from_sender, body, credits, status, origin_key)
       SELECT $1, $2, v.user_id, v.contact_id, v.to_number, v.from_sender, v.body, v.credits, 'queued', v.origin_key
       FROM unnest($3::int[], $4::int[], $5::text[], $6::text[], $7::text[], $8::int[], $9::text[]) WITH ORDINALITY
         AS v(user_id, contact_id, to_number, from_sender, body, credits, origin_key, ord)
       ORDER BY v.ord RETURNING id`,
      {
        bind: [
          tenantId,
          channel,
          messages.map((m) => m.userId),
          messages.map((m) => m.contactId),
          messages.map((m) => m.toNumber),
          messages.map((m) => m.fromSender),
          messages.map((m) => m.body),
          messages.map((m) => m.credits),
          messages.map((m) => m.originKey ?? null),
        ],
        type: QueryTypes.SELECT,
        transaction: tx,
      },
    );
    const ids = rows.map((r) => r.id).sort((a, b) => a - b);
    const reference = ids.length === 1 ? `${channel}:msg:${ids[0]}` : `${channel}:msgs:${ids[0]}:${ids.length}`;
    const debit = await applyLedgerChange(sequelize, tx, {
      tenantId,
      channel,
      amount: -credits,
      reason: `${channel} send`,
      reference,
    });
    if (!debit.applied) throw new InsufficientCreditsError(debit.balance, credits);
    return ids;
  });
}

/** The message a tenant already sent for this origin, if any. */
export async function findMessageByOrigin(
  sequelize: Sequelize,
  tenantId: number,
  originKey: string,
): Promise<number | null> {
  const [row] = await sequelize.query<{ id: number }>(
    'SELECT id FROM messages WHERE tenant_id = $1 AND origin_key = $2',
    { bind: [tenantId, originKey], type: QueryTypes.SELECT },
  );
  return row ? Number(row.id) : null;
}

/** Whether a message ended without going out (failed or cancelled, and refunded): nothing will send it now. */
export async function messageGaveUp(sequelize: Sequelize, id: number): Promise<boolean> {
  const [row] = await sequelize.query<{ status: string }>('SELECT status FROM messages WHERE id = $1', {
    bind: [id],
    type: QueryTypes.SELECT,
  });
  return row?.status === 'failed' || row?.status === 'cancelled';
}

/**
 * One immediate message and its debit (see createMessagesWithDebit); throws InsufficientCreditsError when short.
 * With an origin key, a message already made for that origin is returned instead (also when two race).
 */
export async function createMessageWithDebit(sequelize: Sequelize, message: NewMessage): Promise<number> {
  if (message.originKey) {
    const existing = await findMessageByOrigin(sequelize, message.tenantId, message.originKey);
    if (existing !== null) return existing;
  }
  try {
    const [id = missingRow('the new message')] = await createMessagesWithDebit(sequelize, [message]);
    return id;
  } catch (err) {
    if (!(err instanceof UniqueConstraintError) || !message.originKey) throw err;
    return (await findMessageByOrigin(sequelize, message.tenantId, message.originKey))!;
  }
}

/**
 * Refunds the given messages that were not refunded yet, in the caller's transaction, to the wallet of each
 * message's channel. `refunded_at` makes each message refundable once; the ledger reference names the message
 * (or the first of a set, unique because its first message can never be refunded again). Returns the credits.
 */
export async function refundMessages(
  sequelize: Sequelize,
  tx: Transaction,
  ids: number[],
  reason: string,
): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await sequelize.query<{ id: number; tenant_id: number; channel: CreditChannel; credits: number }>(
    `UPDATE messages SET refunded_at = now(), updated_at = now()
     WHERE id = ANY($1::bigint[]) AND refunded_at IS NULL RETURNING id, tenant_id, channel, credits`,
    { bind: [ids], type: QueryTypes.SELECT, transaction: tx },
  );
  let refunded = 0;
  for (const group of groupBy(rows, (r) => `${r.tenant_id}:${r.channel}`).values()) {
    const amount = group.reduce((sum, r) => sum + r.credits, 0);
    if (amount === 0) continue;
    const { tenant_id: tenantId, channel } = group[0]!; // groupBy makes no empty group
    const first = Math.min(...group.map((r) => r.id));
    const reference =
      group.length === 1 ? `${channel}:refund:msg:${first}` : `${channel}:refund:msgs:${first}:${group.length}`;
    await applyLedgerChange(sequelize, tx, { tenantId, channel, amount, reason, reference });
    refunded += amount;
  }
  return refunded;
}

export interface BatchCounterDelta {
  submitted?: number;
  failed?: number;
  cancelled?: number;
}

/**
 * Adds to a batch's progress counters, in the transaction that changed the messages (retries never double
 * count). An insert: it takes no lock on the batch row (see the send-pipeline migration).
 */
export async function bumpBatchCounters(
  sequelize: Sequelize,
  tx: Transaction,
  batchId: number,
  delta: BatchCounterDelta,
): Promise<void> {
  const { submitted = 0, failed = 0, cancelled = 0 } = delta;
  if (submitted === 0 && failed === 0 && cancelled === 0) return;
  await sequelize.query(
    'INSERT INTO batch_progress_deltas (batch_id, submitted, failed, cancelled) VALUES ($1, $2, $3, $4)',
    { bind: [batchId, submitted, failed, cancelled], transaction: tx },
  );
}

/** Counts changed rows on their batches (rows without a batch are skipped). */
async function countOnBatches(
  sequelize: Sequelize,
  tx: Transaction,
  rows: Array<{ batch_id: number | null }>,
  field: keyof BatchCounterDelta,
) {
  for (const [batchId, group] of groupBy(rows, (r) => r.batch_id)) {
    if (batchId !== null) await bumpBatchCounters(sequelize, tx, batchId, { [field]: group.length });
  }
}

/**
 * Marks still-unsent messages `failed` (with the reason as delivery_error), refunds them and counts them on their
 * batch, in one transaction. Messages that moved on meanwhile are left alone. Returns how many failed.
 */
export async function failMessages(
  sequelize: Sequelize,
  ids: number[],
  error: string,
  tx?: Transaction,
): Promise<number> {
  if (ids.length === 0) return 0;
  const work = async (t: Transaction) => {
    const failed = await sequelize.query<{ id: number; batch_id: number | null }>(
      `UPDATE messages SET status = 'failed', delivery_error = left($2, 255), updated_at = now()
       WHERE id = ANY($1::bigint[]) AND status IN ('scheduled', 'queued', 'submitting') RETURNING id, batch_id`,
      { bind: [ids, error], type: QueryTypes.SELECT, transaction: t },
    );
    await refundMessages(
      sequelize,
      t,
      failed.map((r) => r.id),
      'send failed',
    );
    await countOnBatches(sequelize, t, failed, 'failed');
    await emitMessageStatusEvents(
      sequelize,
      t,
      failed.map((r) => r.id),
    );
    return failed.length;
  };
  return tx ? work(tx) : sequelize.transaction(work);
}

/**
 * Cancels a tenant's still-scheduled message and refunds it, atomically. The status update decides a race with
 * the batch releasing its scheduled messages at their time: exactly one of them changes the row. Returns the
 * message's batch id, or undefined when it is not (or no longer) scheduled.
 */
export async function cancelScheduledMessage(
  sequelize: Sequelize,
  tenantId: number,
  messageId: number,
): Promise<{ batchId: number | null } | undefined> {
  return sequelize.transaction(async (tx) => {
    const rows = await sequelize.query<{ id: number; batch_id: number | null }>(
      `UPDATE messages SET status = 'cancelled', updated_at = now()
       WHERE id = $1 AND tenant_id = $2 AND status = 'scheduled' RETURNING id, batch_id`,
      { bind: [messageId, tenantId], type: QueryTypes.SELECT, transaction: tx },
    );
    if (rows.length === 0) return undefined;
    await refundMessages(sequelize, tx, [messageId], 'send cancelled');
    await countOnBatches(sequelize, tx, rows, 'cancelled');
    await emitMessageStatusEvents(sequelize, tx, [messageId]);
    return { batchId: rows[0]!.batch_id };
  });
}

/**
 * Deletes a tenant's messages. Those not sent yet (scheduled/queued) are refunded and counted as cancelled on
 * their batch in the same transaction, so deleting a pending message cancels it; a row being submitted is kept.
 * Returns how many were deleted.
 */
export async function deleteMessages(sequelize: Sequelize, tenantId: number, ids: number[]): Promise<number> {
  return sequelize.transaction(async (tx) => {
    const unsent = await sequelize.query<{ id: number; batch_id: number | null }>(
      `SELECT id, batch_id FROM messages WHERE tenant_id = $1 AND id = ANY($2::bigint[]) AND status IN ('scheduled', 'queued') FOR UPDATE`,
      { bind: [tenantId, ids], type: QueryTypes.SELECT, transaction: tx },
    );
    await refundMessages(
      sequelize,
      tx,
      unsent.map((r) => r.id),
      'send deleted before sending',
    );
    await countOnBatches(sequelize, tx, unsent, 'cancelled');
    const deleted = await sequelize.query<{ id: number }>(
      `DELETE FROM messages WHERE tenant_id = $1 AND id = ANY($2::bigint[]) AND status <> 'submitting' RETURNING id`,
      { bind: [tenantId, ids], type: QueryTypes.SELECT, transaction: tx },
    );
    return deleted.length;
  });
}
