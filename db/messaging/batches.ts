/**
 * Batches: every send the platform works through in the background (a scheduled single message, a bulk list, a
 * group, today's birthdays, an event stage run). A batch is accepted in one transaction with ONE ledger debit
 * for its total (`<channel>:batch:<id>`). A list batch inserts its message rows at once; a snapshot batch keeps
 * the recipients billed at acceptance and becomes message rows page by page (db/messaging/batch-recipients.ts), and
 * so does a bulk list (db/messaging/list-audience.ts).
 */
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { missingRow } from '../missing-row';
import { applyLedgerChange, readBalance } from '../accounts/ledger';
import type { CreditChannel } from '../models';
import { channelCreditsSql } from './channel-pricing';
import { recipientSource, type RecipientQuery } from './batch-recipients';
import { emitBatchCompleted } from '../webhooks/emit';
import { batchSendTime, QUIET_HOURS_SQL } from './quiet-hours';
import type { QuietHours } from '../../domain/calendar/quiet-hours';
import { optedOutAmong } from './opt-outs';
import { insertListMessages } from './list-messages';
import type { ChatContent } from '../chat/chat-content';
import { InsufficientCreditsError } from '../../domain/accounts/errors';
import { AllRecipientsOptedOutError, EmptyAudienceError } from '../../domain/messaging/errors';

export type BatchKind = 'single' | 'bulk' | 'group' | 'birthday' | 'stage' | 'resend';
export type BatchStatus = 'scheduled' | 'queued' | 'sending' | 'held' | 'completed' | 'cancelled' | 'failed';
/** Statuses of a batch that still has work to do. */
export const UNFINISHED_BATCH_STATUSES: readonly BatchStatus[] = ['scheduled', 'queued', 'sending', 'held'];

export interface BatchHeader {
  tenantId: number;
  userId: number | null;
  channel: CreditChannel;
  kind: BatchKind;
  /** Who the batch goes to, shown with the batch: `{type: 'group', group_id, …}`, `{type: 'numbers'}`… */
  audience: Record<string, unknown>;
  fromSender: string;
  /** null: send now. */
  scheduledAt: Date | null;
  groupId?: number | null;
  eventId?: number | null;
  stageId?: number | null;
}

/** One message of a list batch, rendered and priced by the caller; a chat message also says what it sends. */
export interface BatchItem {
  toNumber: string;
  body: string;
  credits: number;
  contactId: number | null;
  chat?: ChatContent | null;
}

export interface AcceptedBatch {
  batchId: number;
  tenantId: number;
  count: number;
  credits: number;
  /** Recipients left out (not billed) because they opted out. */
  optedOut: number;
  /** When it goes out: the requested time or the end of the quiet hours it fell in; null: now. */
  scheduledAt: Date | null;
}

const INSERT_CHUNK = 5000;

export const initialStatus = (scheduledAt: Date | null): BatchStatus => (scheduledAt ? 'scheduled' : 'queued');

/** The batch's one debit (`<channel>:batch:<id>`), in the transaction that created it; a short balance throws. */
export async function debitBatch(
  sequelize: Sequelize,
  tx: Transaction,
  header: BatchHeader,
  batchId: number,
  credits: number,
): Promise<void> {
  if (credits === 0) return;
  const debit = await applyLedgerChange(sequelize, tx, {
    tenantId: header.tenantId,
    channel: header.channel,
    amount: -credits,
    reason: `${header.channel} ${header.kind} send`,
    reference: `${header.channel}:batch:${batchId}`,
  });
  if (!debit.applied) throw new InsufficientCreditsError(debit.balance, credits);
}

export interface ListBatchOptions {
  /**
   * Send only what the balance covers: the longest prefix of the items whose credits the wallet holds (locked
   * first, so concurrent sends cannot both take the same credits). Nothing covered: InsufficientCreditsError.
   */
  coverWithBalance?: boolean;
}

/** The items the tenant's wallet (locked until `tx` ends) can pay for, in order. */
async function coveredItems(
  sequelize: Sequelize,
  tx: Transaction,
  header: BatchHeader,
  items: BatchItem[],
): Promise<BatchItem[]> {
  const balance = await readBalance(sequelize, tx, header.tenantId, header.channel, { forUpdate: true });
  let spent = 0;
  let count = 0;
  while (count < items.length && spent + items[count]!.credits <= balance) spent += items[count++]!.credits;
  if (count === 0)
    throw new InsufficientCreditsError(
      balance,
      items.reduce((sum, m) => sum + m.credits, 0),
    );
  return items.slice(0, count);
}

/** The items whose number has not opted out of the batch's channel; all of them out: AllRecipientsOptedOutError. */
async function notOptedOut(
  sequelize: Sequelize,
  tx: Transaction,
  header: BatchHeader,
  items: BatchItem[],
): Promise<BatchItem[]> {
  const optedOut = await optedOutAmong(
    sequelize,
    header.tenantId,
    header.channel,
    items.map((m) => m.toNumber),
    tx,
  );
  const kept = items.filter((m) => !optedOut.has(m.toNumber));
  if (kept.length === 0 && items.length > 0) throw new AllRecipientsOptedOutError(items.length);
  return kept;
}

/**
 * A list batch (bulk, single scheduled, chat sends): the batch, every message row (`queued` or `scheduled`) and the
 * debit, or nothing. Numbers that opted out are left out (counted in `opted_out`); quiet hours may delay it. `count`
 * is the number of messages written (fewer than the items when the balance covered less).
 */
export async function createListBatch(
  sequelize: Sequelize,
  header: BatchHeader,
  items: BatchItem[],
  options: ListBatchOptions = {},
): Promise<AcceptedBatch> {
  return sequelize.transaction(async (tx) => {
    const sendable = await notOptedOut(sequelize, tx, header, items);
    const optedOut = items.length - sendable.length;
    const taken = options.coverWithBalance ? await coveredItems(sequelize, tx, header, sendable) : sendable;
    const credits = taken.reduce((sum, m) => sum + m.credits, 0);
    const scheduledAt = await batchSendTime(sequelize, tx, header.tenantId, header.kind, header.scheduledAt);
    const status = initialStatus(scheduledAt);
    const [batch = missingRow('the new batch')] = await sequelize.query<{ id: number }>(
      `INSERT INTO send_batches (tenant_id, user_id, channel, kind, audience, status, from_sender, total, materialized, credits, scheduled_at, opted_out)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $8, $9, $10, $11) RETURNING id`,
      {
        bind: [
          header.tenantId,
          header.userId,
          header.channel,
          header.kind,
          JSON.stringify(header.audience),
          status,
          header.fromSender,
          taken.length,
          credits,
          scheduledAt,
          optedOut,
        ],
        type: QueryTypes.SELECT,
        transaction: tx,
      },
    );
    for (let start = 0; start < taken.length; start += INSERT_CHUNK) {
      await insertListMessages(
        sequelize,
        tx,
        { ...header, scheduledAt, batchId: batch.id, status },
        taken.slice(start, start + INSERT_CHUNK),
      );
    }
    await debitBatch(sequelize, tx, header, batch.id, credits);
    return { batchId: batch.id, tenantId: header.tenantId, count: taken.length, credits, optedOut, scheduledAt };
  });
}

/**
 * A snapshot batch: its recipients are taken now by one INSERT … SELECT (never loaded into Node), each priced by the
 * channel's cost rule (SMS: `body` rendered for them in SQL; chat: one credit), and the total debited, in `tx`. Recipients that opted out are left out (counted
 * in `opted_out`); quiet hours may delay it. Throws EmptyAudienceError (AllRecipientsOptedOutError) for no recipients.
 */
export async function insertSnapshotBatch(
  sequelize: Sequelize,
  tx: Transaction,
  header: BatchHeader & { body: string },
  recipients: RecipientQuery,
  publicBaseUrl: string,
): Promise<AcceptedBatch> {
  const source = recipientSource(recipients.source);
  const credits = channelCreditsSql(
    header.channel,
    header.body,
    ':body',
    recipients.placeholders ?? source.placeholders(':publicBaseUrl'),
  );
  const priced = credits.usesColumns
    ? `SELECT ${recipients.idColumn} AS id, ${credits.sql} AS credits ${recipients.fromRows}`
    : `SELECT id, ${credits.sql} AS credits FROM (${recipients.idsOnly}) ids`;
  const scheduledAt = await batchSendTime(sequelize, tx, header.tenantId, header.kind, header.scheduledAt);
  const [batch = missingRow('the new snapshot batch')] = await sequelize.query<{
    id: number;
    total: number;
    credits: number;
    opted_out: number;
  }>(
    `WITH ${recipients.ctes ? `${recipients.ctes}, ` : ''}candidates AS (${priced}), opted_out_ids AS (${source.optedOut}),
       recipients AS (SELECT * FROM candidates WHERE id NOT IN (SELECT id FROM opted_out_ids))
     INSERT INTO send_batches (tenant_id, user_id, channel, kind, audience, group_id, event_id, stage_id, status, from_sender, body,
       recipient_source, recipient_ids, recipient_credits, total, credits, scheduled_at, opted_out)
     SELECT :tenantId, :userId, :channel, :kind, :audience::jsonb, :groupId, :eventId, :stageId, :status, :fromSender, :body,
       :source, array_agg(id), array_agg(credits), count(*), coalesce(sum(credits), 0), :scheduledAt,
       (SELECT count(*) FROM candidates) - count(*)
     FROM recipients RETURNING id, total, credits, opted_out`,
    {
      replacements: {
        ...recipients.replacements,
        tenantId: header.tenantId,
        userId: header.userId,
        channel: header.channel,
        kind: header.kind,
        audience: JSON.stringify(header.audience),
        groupId: header.groupId ?? null,
        eventId: header.eventId ?? null,
        stageId: header.stageId ?? null,
        status: initialStatus(scheduledAt),
        fromSender: header.fromSender,
        body: header.body,
        source: recipients.source,
        scheduledAt,
        publicBaseUrl,
      },
      type: QueryTypes.SELECT,
      transaction: tx,
    },
  );
  if (batch.total === 0)
    throw batch.opted_out > 0
      ? new AllRecipientsOptedOutError(batch.opted_out)
      : new EmptyAudienceError('No recipients.');
  await debitBatch(sequelize, tx, header, batch.id, batch.credits);
  return {
    batchId: batch.id,
    tenantId: header.tenantId,
    count: batch.total,
    credits: batch.credits,
    optedOut: batch.opted_out,
    scheduledAt,
  };
}

/** A snapshot batch in a transaction of its own (see insertSnapshotBatch). */
export const createSnapshotBatch = (
  sequelize: Sequelize,
  header: BatchHeader & { body: string },
  recipients: RecipientQuery,
  publicBaseUrl: string,
): Promise<AcceptedBatch> =>
  sequelize.transaction((tx) => insertSnapshotBatch(sequelize, tx, header, recipients, publicBaseUrl));

export interface BatchProgress {
  total: number;
  submitted: number;
  failed: number;
  cancelled: number;
  /** Last message id the send loop has passed. */
  cursor: number;
}

/** The counters of batch `b`, summed from its deltas. */
export const BATCH_COUNTERS_SQL = `coalesce((SELECT sum(d.submitted) FROM batch_progress_deltas d WHERE d.batch_id = b.id), 0)::int AS submitted,
  coalesce((SELECT sum(d.failed) FROM batch_progress_deltas d WHERE d.batch_id = b.id), 0)::int AS failed,
  coalesce((SELECT sum(d.cancelled) FROM batch_progress_deltas d WHERE d.batch_id = b.id), 0)::int AS cancelled`;

const PROGRESS_COLUMNS = `b.total, b.cursor, ${BATCH_COUNTERS_SQL}`;

/** The batch's persisted counters (bumped in the transactions that change its messages). */
export async function readBatchProgress(sequelize: Sequelize, batchId: number): Promise<BatchProgress> {
  const [row = missingRow(`the progress of batch ${batchId}`)] = await sequelize.query<BatchProgress>(
    `SELECT ${PROGRESS_COLUMNS} FROM send_batches b WHERE b.id = $1`,
    { bind: [batchId], type: QueryTypes.SELECT },
  );
  return row;
}

/**
 * Stores the send loop's cursor (every message up to it is done); `done` ends an unfinished batch: `completed`, or
 * `cancelled` when every message of it was, and emits its `batch.completed` webhook in the same transaction.
 */
export async function recordBatchProgress(
  sequelize: Sequelize,
  batchId: number,
  cursor: number,
  done: boolean,
): Promise<BatchProgress> {
  if (!done) {
    await sequelize.query('UPDATE send_batches SET cursor = greatest(cursor, $2), updated_at = now() WHERE id = $1', {
      bind: [batchId, cursor],
    });
  } else {
    await sequelize.transaction(async (tx) => {
      const [row] = await sequelize.query<{ ended: boolean }>(
        // The status before the change comes from a locked sub-select joined in (a CTE read in RETURNING would see the new row).
        `UPDATE send_batches b SET cursor = greatest(b.cursor, $2), updated_at = now(), completed_at = coalesce(b.completed_at, now()),
           status = CASE WHEN b.status NOT IN ('scheduled', 'queued', 'sending', 'held') THEN b.status
                         WHEN (SELECT coalesce(sum(d.cancelled), 0) FROM batch_progress_deltas d WHERE d.batch_id = b.id) = b.total THEN 'cancelled'
                         ELSE 'completed' END
         FROM (SELECT id, status FROM send_batches WHERE id = $1 FOR UPDATE) old
         WHERE b.id = old.id
         RETURNING old.status IN ('scheduled', 'queued', 'sending', 'held') AS ended`,
        { bind: [batchId, cursor], type: QueryTypes.SELECT, transaction: tx },
      );
      if (row?.ended) await emitBatchCompleted(sequelize, tx, batchId);
    });
  }
  return readBatchProgress(sequelize, batchId);
}

/** What the send loop needs to know before a round. */
export interface BatchState {
  status: BatchStatus;
  kind: BatchKind;
  scheduledAt: Date | null;
  tenantActive: boolean;
  quietHours: QuietHours | null;
  /** Recipients not yet turned into message rows. */
  unmaterialized: number;
}

/** The batch and its organization's active flag and quiet hours; undefined when the batch is gone (its organization deleted). */
export async function readBatchState(sequelize: Sequelize, batchId: number): Promise<BatchState | undefined> {
  const [row] = await sequelize.query<{
    status: BatchStatus;
    kind: BatchKind;
    scheduled_at: Date | null;
    is_active: boolean;
    quiet_hours: QuietHours | null;
    unmaterialized: number;
  }>(
    `SELECT b.status, b.kind, b.scheduled_at, t.is_active, ${QUIET_HOURS_SQL} AS quiet_hours, b.total - b.materialized AS unmaterialized
     FROM send_batches b JOIN tenants t ON t.id = b.tenant_id WHERE b.id = $1`,
    { bind: [batchId], type: QueryTypes.SELECT },
  );
  return (
    row && {
      status: row.status,
      kind: row.kind,
      scheduledAt: row.scheduled_at,
      tenantActive: row.is_active,
      quietHours: row.quiet_hours,
      unmaterialized: row.unmaterialized,
    }
  );
}

/** Whether anything of the batch is still to send: recipients not yet rows, or unsent messages. */
export async function batchHasUnsent(sequelize: Sequelize, batchId: number): Promise<boolean> {
  const [row] = await sequelize.query<{ unsent: boolean }>(
    `SELECT b.total > b.materialized OR EXISTS (SELECT 1 FROM messages m WHERE m.batch_id = b.id AND m.status IN ('scheduled', 'queued', 'submitting')) AS unsent
     FROM send_batches b WHERE b.id = $1`,
    { bind: [batchId], type: QueryTypes.SELECT },
  );
  return row?.unsent ?? false;
}

/** Marks an unfinished batch `held` (its organization is inactive). */
export async function holdBatch(sequelize: Sequelize, batchId: number): Promise<void> {
  await sequelize.query(
    `UPDATE send_batches SET status = 'held', updated_at = now() WHERE id = $1 AND status IN ('scheduled', 'queued', 'sending')`,
    { bind: [batchId] },
  );
}

/**
 * The batch's time has come and its organization is active: its `scheduled` messages become `queued` (a cancel
 * racing this changes each row first or not at all) and the batch `sending`, in one transaction.
 */
export async function startSendingBatch(sequelize: Sequelize, batchId: number): Promise<void> {
  await sequelize.transaction(async (tx) => {
    const [batch] = await sequelize.query<{ status: BatchStatus }>(
      `UPDATE send_batches SET status = 'sending', updated_at = now()
       WHERE id = $1 AND status IN ('scheduled', 'queued', 'held') RETURNING status`,
      { bind: [batchId], type: QueryTypes.SELECT, transaction: tx },
    );
    if (!batch) return;
    await sequelize.query(
      `UPDATE messages SET status = 'queued', updated_at = now() WHERE batch_id = $1 AND status = 'scheduled'`,
      { bind: [batchId], transaction: tx },
    );
  });
}
