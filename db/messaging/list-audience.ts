/**
 * A bulk list as a snapshot audience (recipient_source `list`): the items, rendered and priced by the caller, are
 * kept as arrays on the batch row and become message rows page by page (db/messaging/batch-recipients.ts), so the
 * request writes one row instead of one message row per item. Cancel, progress and refunds of the recipients not
 * yet rows work as for any snapshot (`recipient_credits`, `materialized`).
 */
import { QueryTypes, type Sequelize } from 'sequelize';
import { missingRow } from '../missing-row';
import { debitBatch, initialStatus, type AcceptedBatch, type BatchHeader, type BatchItem } from './batches';
import { batchSendTime } from './quiet-hours';
import { stopsChannel } from './opt-outs';
import { AllRecipientsOptedOutError } from '../../domain/messaging/errors';

/**
 * The batch row from the items sent once ($8…$11), leaving out in the same statement the numbers that opted out of
 * the channel (counted in `opted_out`), so the list crosses the wire once.
 */
const INSERT_LIST_BATCH = `WITH items AS (
    SELECT * FROM unnest($8::int[], $9::int[], $10::text[], $11::text[]) WITH ORDINALITY AS v(contact_id, credits, to_number, body, ord)),
  kept AS (SELECT * FROM items v WHERE NOT EXISTS (
    SELECT 1 FROM opt_outs o WHERE o.tenant_id = $1 AND o.phone = v.to_number AND ${stopsChannel('$3')}))
  INSERT INTO send_batches (tenant_id, user_id, channel, kind, audience, status, from_sender, recipient_source,
    recipient_ids, recipient_credits, list_numbers, list_bodies, total, credits, scheduled_at, opted_out)
  SELECT $1, $2, $3, $4, $5::jsonb, $6, $7, 'list', array_agg(contact_id ORDER BY ord), array_agg(credits ORDER BY ord),
    array_agg(to_number ORDER BY ord), array_agg(body ORDER BY ord), count(*), coalesce(sum(credits), 0), $12, (SELECT count(*) FROM items) - count(*)
  FROM kept RETURNING id, total, credits, opted_out`;

/** The batch and its one debit, or nothing; numbers that opted out are left out (counted in `opted_out`), quiet hours may delay it. */
export async function createListAudienceBatch(
  sequelize: Sequelize,
  header: BatchHeader,
  items: BatchItem[],
): Promise<AcceptedBatch> {
  return sequelize.transaction(async (tx) => {
    const scheduledAt = await batchSendTime(sequelize, tx, header.tenantId, header.kind, header.scheduledAt);
    const [batch = missingRow('the new list batch')] = await sequelize.query<{
      id: number;
      total: number;
      credits: number;
      opted_out: number;
    }>(INSERT_LIST_BATCH, {
      bind: [
        header.tenantId,
        header.userId,
        header.channel,
        header.kind,
        JSON.stringify(header.audience),
        initialStatus(scheduledAt),
        header.fromSender,
        items.map((m) => m.contactId),
        items.map((m) => m.credits),
        items.map((m) => m.toNumber),
        items.map((m) => m.body),
        scheduledAt,
      ],
      type: QueryTypes.SELECT,
      transaction: tx,
    });
    if (batch.total === 0) throw new AllRecipientsOptedOutError(batch.opted_out);
    await debitBatch(sequelize, tx, header, batch.id, batch.credits);
    return {
      batchId: batch.id,
      tenantId: header.tenantId,
      count: batch.total,
      credits: batch.credits,
      optedOut: batch.opted_out,
      scheduledAt,
    };
  });
}
