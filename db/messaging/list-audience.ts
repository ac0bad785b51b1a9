/**
 * A bulk list as a snapshot audience (recipient_source `list`): the items, rendered and priced by the caller, are
 * kept as arrays on the batch row and become message rows page by page (db/messaging/batch-recipients.ts), so the
 * request writes one row instead of one message row per item. Cancel, progress and refunds of the recipients not
 * yet rows work as for any snapshot (`recipient_credits`, `materialized`).
 */
import { QueryTypes, type Sequelize } from 'sequelize';
import { debitBatch, initialStatus, notOptedOut, type AcceptedBatch, type BatchHeader, type BatchItem } from './batches';
import { batchSendTime } from './quiet-hours';

/** The batch and its one debit, or nothing; numbers that opted out are left out (counted in `opted_out`), quiet hours may delay it. */
export async function createListAudienceBatch(sequelize: Sequelize, header: BatchHeader, items: BatchItem[]): Promise<AcceptedBatch> {
  return sequelize.transaction(async (tx) => {
    const sendable = await notOptedOut(sequelize, tx, header, items);
    const optedOut = items.length - sendable.length;
    const credits = sendable.reduce((sum, m) => sum + m.credits, 0);
    const scheduledAt = await batchSendTime(sequelize, tx, header.tenantId, header.kind, header.scheduledAt);
    const [batch] = await sequelize.query<{ id: number }>(
      `INSERT INTO send_batches (tenant_id, user_id, channel, kind, audience, status, from_sender, recipient_source,
         recipient_ids, recipient_credits, list_numbers, list_bodies, total, credits, scheduled_at, opted_out)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, 'list', $8::int[], $9::int[], $10::text[], $11::text[], $12, $13, $14, $15) RETURNING id`,
      {
        bind: [header.tenantId, header.userId, header.channel, header.kind, JSON.stringify(header.audience), initialStatus(scheduledAt), header.fromSender,
          sendable.map((m) => m.contactId), sendable.map((m) => m.credits), sendable.map((m) => m.toNumber), sendable.map((m) => m.body),
          sendable.length, credits, scheduledAt, optedOut],
        type: QueryTypes.SELECT, transaction: tx,
      },
    );
    await debitBatch(sequelize, tx, header, batch.id, credits);
    return { batchId: batch.id, tenantId: header.tenantId, count: sendable.length, credits, optedOut, scheduledAt };
  });
}
