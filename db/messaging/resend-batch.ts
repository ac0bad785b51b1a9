/**
 * A resend batch: the messages of a source batch that ended in the given statuses, sent again as a new
 * list batch of the same channel with one debit (a chat message keeps its template, variables and button parameter). Their rows are copied in PostgreSQL by one INSERT … SELECT (a batch can hold 100,000
 * messages; none passes through Node), as `queued` messages under the batch's sender. Numbers that opted out since
 * are left out; quiet hours hold it in the send loop, as any batch that comes due in them.
 */
import { QueryTypes, type Sequelize } from 'sequelize';
import { missingRow } from '../missing-row';
import { stopsChannel } from './opt-outs';
import { debitBatch, type AcceptedBatch, type BatchHeader } from './batches';
import { EmptyAudienceError } from '../../domain/messaging/errors';

export interface ResendSource {
  batchId: number;
  /** Message statuses (MESSAGE_STATUSES) whose messages are sent again. */
  statuses: string[];
}

/** Creates the batch, its messages and its debit in one transaction; EmptyAudienceError when no message matches. */
export async function createResendBatch(
  sequelize: Sequelize,
  header: BatchHeader,
  source: ResendSource,
): Promise<AcceptedBatch> {
  return sequelize.transaction(async (tx) => {
    const [batch = missingRow('the new resend batch')] = await sequelize.query<{ id: number }>(
      `INSERT INTO send_batches (tenant_id, user_id, channel, kind, audience, status, from_sender, total, materialized, credits)
       VALUES ($1, $2, $3, $4, $5::jsonb, 'queued', $6, 0, 0, 0) RETURNING id`,
      {
        bind: [
          header.tenantId,
          header.userId,
          header.channel,
          header.kind,
          JSON.stringify(header.audience),
          header.fromSender,
        ],
        type: QueryTypes.SELECT,
        transaction: tx,
      },
    );
    const [copied = missingRow('the copied messages')] = await sequelize.query<{ total: number; credits: number }>(
      `WITH copied AS (
         INSERT INTO messages (tenant_id, channel, user_id, batch_id, from_sender, status, to_number, body, credits,
           contact_id, group_id, event_id, invitee_id, chat_template_id, template_name, template_language, variables, button_url_param)
         SELECT m.tenant_id, m.channel, $3, $4, $5, 'queued', m.to_number, m.body, m.credits,
           m.contact_id, m.group_id, m.event_id, m.invitee_id, m.chat_template_id, m.template_name, m.template_language, m.variables, m.button_url_param
         FROM messages m
         WHERE m.tenant_id = $1 AND m.batch_id = $2 AND m.channel = $6 AND m.status = ANY($7::text[])
           AND NOT EXISTS (SELECT 1 FROM opt_outs o WHERE o.tenant_id = m.tenant_id AND o.phone = m.to_number AND ${stopsChannel('m.channel')})
         ORDER BY m.id
         RETURNING credits)
       SELECT count(*)::int AS total, coalesce(sum(credits), 0)::int AS credits FROM copied`,
      {
        bind: [
          header.tenantId,
          source.batchId,
          header.userId,
          batch.id,
          header.fromSender,
          header.channel,
          source.statuses,
        ],
        type: QueryTypes.SELECT,
        transaction: tx,
      },
    );
    if (copied.total === 0) throw new EmptyAudienceError('No message to resend.');
    await sequelize.query('UPDATE send_batches SET total = $2, materialized = $2, credits = $3 WHERE id = $1', {
      bind: [batch.id, copied.total, copied.credits],
      transaction: tx,
    });
    await debitBatch(sequelize, tx, header, batch.id, copied.credits);
    return {
      batchId: batch.id,
      tenantId: header.tenantId,
      count: copied.total,
      credits: copied.credits,
      optedOut: 0,
      scheduledAt: null,
    };
  });
}
