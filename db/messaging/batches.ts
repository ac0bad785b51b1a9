/**
 * Bulk, group and birthday send batches. Each is accepted in one transaction with ONE ledger debit for its
 * total (`sms:batch:<id>`). Bulk batches insert their message rows at once; group and birthday batches snapshot
 * their recipients (contact ids and the credits charged for each) and become message rows page by page.
 */
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { applyLedgerChange } from '../ledger';
import { bumpBatchCounters, InsufficientCreditsError } from './messages';
import { renderForContactSql, segmentsForContactSql } from './render-sql';

export type BatchKind = 'bulk' | 'group' | 'birthday';

export class EmptyRecipientsError extends Error {}

export interface BulkItem {
  toNumber: string;
  body: string;
  segments: number;
  contactId: number | null;
}

export interface BatchHeader {
  tenantId: number;
  userId: number | null;
  fromSender: string;
  /** null: send now. */
  scheduledAt: Date | null;
}

export interface AcceptedBatch {
  batchId: number;
  count: number;
  credits: number;
}

const INSERT_CHUNK = 5000;

async function debitBatch(sequelize: Sequelize, tx: Transaction, tenantId: number, batchId: number, credits: number): Promise<void> {
  if (credits === 0) return;
  const debit = await applyLedgerChange(sequelize, tx, { tenantId, channel: 'sms', amount: -credits, reason: 'sms batch send', reference: `sms:batch:${batchId}` });
  if (!debit.applied) throw new InsufficientCreditsError(debit.balance, credits);
}

/** A bulk send: the batch, every message row (status `queued` or `scheduled`) and the debit, or nothing. */
export async function createBulkBatch(sequelize: Sequelize, header: BatchHeader, items: BulkItem[]): Promise<AcceptedBatch> {
  const credits = items.reduce((sum, m) => sum + m.segments, 0);
  return sequelize.transaction(async (tx) => {
    const [batch] = await sequelize.query<{ id: number }>(
      `INSERT INTO send_batches (tenant_id, user_id, kind, status, from_sender, total, credits, scheduled_at)
       VALUES ($1, $2, 'bulk', $3, $4, $5, $6, $7) RETURNING id`,
      { bind: [header.tenantId, header.userId, header.scheduledAt ? 'scheduled' : 'queued', header.fromSender, items.length, credits, header.scheduledAt], type: QueryTypes.SELECT, transaction: tx },
    );
    for (let start = 0; start < items.length; start += INSERT_CHUNK) {
      const chunk = items.slice(start, start + INSERT_CHUNK);
      await sequelize.query(
        `INSERT INTO messages (tenant_id, user_id, batch_id, from_sender, status, scheduled_at, to_number, body, segments, contact_id)
         SELECT $1, $2, $3, $4, $5, $6, v.to_number, v.body, v.segments, v.contact_id
         FROM unnest($7::text[], $8::text[], $9::int[], $10::int[]) WITH ORDINALITY AS v(to_number, body, segments, contact_id, ord)
         ORDER BY v.ord`,
        {
          bind: [header.tenantId, header.userId, batch.id, header.fromSender, header.scheduledAt ? 'scheduled' : 'queued', header.scheduledAt,
            chunk.map((m) => m.toNumber), chunk.map((m) => m.body), chunk.map((m) => m.segments), chunk.map((m) => m.contactId)],
          transaction: tx,
        },
      );
    }
    await debitBatch(sequelize, tx, header.tenantId, batch.id, credits);
    return { batchId: batch.id, count: items.length, credits };
  });
}

/**
 * Inserts a snapshot batch from `recipientsSql` (a query yielding contact ids as `id`, aliased over contacts `c`
 * when the text needs contact values) and debits it, inside `tx`. Throws EmptyRecipientsError for no recipients.
 */
async function insertSnapshotBatch(
  sequelize: Sequelize, tx: Transaction, header: BatchHeader & { kind: BatchKind; groupId: number | null; body: string },
  recipients: { ctes?: string; fromContacts: string; contactIdsOnly: string }, replacements: Record<string, unknown>,
): Promise<AcceptedBatch> {
  const segments = segmentsForContactSql(header.body, ':body');
  const source = segments.needsContact ? `SELECT c.id, ${segments.sql} AS segments ${recipients.fromContacts}`
    : `SELECT id, ${segments.sql} AS segments FROM (${recipients.contactIdsOnly}) ids`;
  const [batch] = await sequelize.query<{ id: number; total: number; credits: number }>(
    `WITH ${recipients.ctes ? `${recipients.ctes}, ` : ''}recipients AS (${source})
     INSERT INTO send_batches (tenant_id, user_id, group_id, kind, status, from_sender, body, contact_ids, contact_segments, total, credits, scheduled_at)
     SELECT :tenantId, :userId, :groupId, :kind, :status, :fromSender, :body, array_agg(id), array_agg(segments), count(*), coalesce(sum(segments), 0), :scheduledAt
     FROM recipients RETURNING id, total, credits`,
    {
      replacements: { ...replacements, tenantId: header.tenantId, userId: header.userId, groupId: header.groupId, kind: header.kind,
        status: header.scheduledAt ? 'scheduled' : 'queued', fromSender: header.fromSender, body: header.body, scheduledAt: header.scheduledAt },
      type: QueryTypes.SELECT, transaction: tx,
    },
  );
  if (batch.total === 0) throw new EmptyRecipientsError('No recipients.');
  await debitBatch(sequelize, tx, header.tenantId, batch.id, batch.credits);
  return { batchId: batch.id, count: batch.total, credits: batch.credits };
}

/** A group send: members taken now by INSERT … SELECT over contact_group (never loaded into Node). */
export async function createGroupBatch(sequelize: Sequelize, header: BatchHeader & { groupId: number; body: string }): Promise<AcceptedBatch> {
  return sequelize.transaction((tx) => insertSnapshotBatch(sequelize, tx, { ...header, kind: 'group' }, {
    fromContacts: 'FROM contact_group cg JOIN contacts c ON c.id = cg.contact_id WHERE cg.group_id = :groupId AND cg.tenant_id = :tenantId',
    contactIdsOnly: 'SELECT contact_id AS id FROM contact_group WHERE group_id = :groupId AND tenant_id = :tenantId',
  }, {}));
}

/** Today's birthday wishes of one tenant: each contact at most once per year (birthday_wishes), or nothing. */
export async function createBirthdayBatch(
  sequelize: Sequelize, header: BatchHeader & { body: string }, day: { year: number; monthDays: Array<[number, number]> },
): Promise<AcceptedBatch> {
  const days = day.monthDays.map(([m, d]) => `(${Number(m)}, ${Number(d)})`).join(', ');
  const wished = `wished AS (
      INSERT INTO birthday_wishes (tenant_id, contact_id, year)
      SELECT tenant_id, id, :year FROM contacts
      WHERE tenant_id = :tenantId AND birth_date IS NOT NULL
        AND (CAST(EXTRACT(MONTH FROM birth_date) AS int), CAST(EXTRACT(DAY FROM birth_date) AS int)) IN (${days})
      ON CONFLICT DO NOTHING RETURNING contact_id)`;
  return sequelize.transaction((tx) => insertSnapshotBatch(sequelize, tx, { ...header, kind: 'birthday', groupId: null }, {
    ctes: wished,
    fromContacts: 'FROM wished w JOIN contacts c ON c.id = w.contact_id',
    contactIdsOnly: 'SELECT contact_id AS id FROM wished',
  }, { year: day.year }));
}

/**
 * Turns the next `size` snapshot recipients of a group/birthday batch into `queued` message rows, rendered now.
 * The batch row is locked and `materialized` advanced in the same transaction, so a retry never inserts twice.
 * Recipients deleted since the request are refunded. Returns the rows inserted and the recipients still left.
 */
export async function materializeNextRecipients(
  sequelize: Sequelize, batchId: number, size: number,
): Promise<{ inserted: number; remaining: number }> {
  return sequelize.transaction(async (tx) => {
    const [batch] = await sequelize.query<{ tenant_id: number; materialized: number; total: number; snapshot: boolean; charged: number }>(
      `SELECT tenant_id, materialized, total, contact_ids IS NOT NULL AS snapshot,
         (SELECT coalesce(sum(s), 0) FROM unnest(contact_segments[materialized + 1 : materialized + $2]) s) AS charged
       FROM send_batches WHERE id = $1 FOR UPDATE`,
      { bind: [batchId, size], type: QueryTypes.SELECT, transaction: tx },
    );
    if (!batch || !batch.snapshot || batch.materialized >= batch.total) return { inserted: 0, remaining: 0 };
    const from = batch.materialized + 1;
    const to = Math.min(batch.total, batch.materialized + size);
    const inserted = await sequelize.query<{ segments: number }>(
      `INSERT INTO messages (tenant_id, user_id, contact_id, group_id, batch_id, to_number, from_sender, body, segments, status)
       SELECT b.tenant_id, b.user_id, c.id, b.group_id, b.id, c.phone, b.from_sender, ${renderForContactSql('b.body')}, u.segments, 'queued'
       FROM send_batches b
       CROSS JOIN LATERAL unnest(b.contact_ids[$2:$3], b.contact_segments[$2:$3]) WITH ORDINALITY AS u(contact_id, segments, ord)
       JOIN contacts c ON c.id = u.contact_id AND c.tenant_id = b.tenant_id
       WHERE b.id = $1 ORDER BY u.ord RETURNING segments`,
      { bind: [batchId, from, to], type: QueryTypes.SELECT, transaction: tx },
    );
    const missingCredits = batch.charged - inserted.reduce((sum, r) => sum + r.segments, 0);
    if (missingCredits > 0) {
      await applyLedgerChange(sequelize, tx, {
        tenantId: batch.tenant_id, channel: 'sms', amount: missingCredits, reason: 'sms recipient removed', reference: `sms:refund:batch:${batchId}:${from}`,
      });
    }
    await bumpBatchCounters(sequelize, tx, batchId, { submitted: 0, failed: to - from + 1 - inserted.length });
    await sequelize.query('UPDATE send_batches SET materialized = $2, updated_at = now() WHERE id = $1', { bind: [batchId, to], transaction: tx });
    return { inserted: inserted.length, remaining: batch.total - to };
  });
}

export interface BatchProgress {
  total: number;
  submitted: number;
  failed: number;
  cursor: number;
}

/** The batch's persisted counters (bumped in the transactions that change its messages). */
export async function readBatchProgress(sequelize: Sequelize, batchId: number): Promise<BatchProgress> {
  const [row] = await sequelize.query<BatchProgress>('SELECT total, submitted, failed, cursor FROM send_batches WHERE id = $1',
    { bind: [batchId], type: QueryTypes.SELECT });
  return row;
}

/** Stores the loop's cursor (every message up to it is done) and status; returns the batch's counters. */
export async function recordBatchProgress(sequelize: Sequelize, batchId: number, cursor: number, done: boolean): Promise<BatchProgress> {
  const [row] = await sequelize.query<BatchProgress>(
    `UPDATE send_batches SET cursor = greatest(cursor, $2), status = CASE WHEN $3 THEN 'completed' ELSE 'sending' END,
       completed_at = CASE WHEN $3 THEN now() ELSE completed_at END, updated_at = now()
     WHERE id = $1 RETURNING total, submitted, failed, cursor`,
    { bind: [batchId, cursor, done], type: QueryTypes.SELECT },
  );
  return row;
}
