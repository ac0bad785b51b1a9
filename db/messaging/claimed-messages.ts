/**
 * Immediate sends of a request, written already claimed for their provider call: each row is inserted `submitting`
 * (with its attempt time) together with the debit, in one transaction that commits synchronously, so the claim
 * that exactly-once submission needs before the call costs no statement of its own. Numbers the tenant opted out
 * are skipped by the same INSERT, before any debit, and the sender id is the one in force at that moment.
 */
import { QueryTypes, type Sequelize } from 'sequelize';
import { applyLedgerChange } from '../accounts/ledger';
import type { NewMessage } from './messages';
import { effectiveSenderSql } from '../sender-ids/sender-ids';
import { preparedStatement } from '../prepared-statements';
import { InsufficientCreditsError } from '../../domain/accounts/errors';

/** An immediate message before its insert: its sender id is chosen by the insert (effectiveSenderSql). */
export type UnclaimedMessage = Omit<NewMessage, 'fromSender' | 'originKey'>;

/** A claimed message: its id and the sender id it goes out under. */
export interface ClaimedMessage {
  id: number;
  fromSender: string;
}

const INSERT_CLAIMED_SQL =
  preparedStatement(`INSERT INTO messages (tenant_id, channel, user_id, contact_id, to_number, from_sender, body, credits, status, submit_attempted_at)
       SELECT $1, $2, v.user_id, v.contact_id, v.to_number, ${effectiveSenderSql('$1', '$6::text')}, v.body, v.credits, 'submitting', now()
       FROM unnest($3::int[], $4::int[], $5::text[], $7::text[], $8::int[]) WITH ORDINALITY
         AS v(user_id, contact_id, to_number, body, credits, ord)
       WHERE NOT EXISTS (SELECT 1 FROM opt_outs o
         WHERE o.tenant_id = $1 AND o.phone = v.to_number AND (o.channel IS NULL OR o.channel = $9))
       ORDER BY v.ord RETURNING id, to_number, credits, from_sender`);

/**
 * Inserts immediate messages of one tenant and channel as `submitting` and debits what they cost with ONE ledger
 * entry (reference `sms:msg:<id>`, or `sms:msgs:<first id>:<count>` for a group, refunded per message), or nothing
 * when the balance is short (InsufficientCreditsError). Each goes out under the tenant's sender id in force, else
 * `platformSender`. Returns each message's id and sender in order, null for a number that opted out (not inserted,
 * not billed).
 */
export async function createClaimedMessagesWithDebit(
  sequelize: Sequelize,
  messages: UnclaimedMessage[],
  platformSender: string,
): Promise<Array<ClaimedMessage | null>> {
  const [first] = messages;
  if (first === undefined) throw new Error('no messages to create');
  const { tenantId, channel } = first;
  if (messages.some((m) => m.tenantId !== tenantId || m.channel !== channel))
    throw new Error('messages of one tenant and channel only');
  return sequelize.transaction(async (tx) => {
    const rows = await sequelize.query<{ id: number; to_number: string; credits: number; from_sender: string }>(
      INSERT_CLAIMED_SQL,
      {
        bind: [
          tenantId,
          channel,
          messages.map((m) => m.userId),
          messages.map((m) => m.contactId),
          messages.map((m) => m.toNumber),
          platformSender,
          messages.map((m) => m.body),
          messages.map((m) => m.credits),
          channel,
        ],
        type: QueryTypes.SELECT,
        transaction: tx,
      },
    );
    // Ids follow the insert order; an opted-out number is skipped for every message to it, so the rest map in order.
    const sent = new Set(rows.map((r) => r.to_number));
    const ids = rows.map((r) => r.id).sort((a, b) => a - b);
    const fromSender = rows[0]?.from_sender ?? platformSender;
    if (ids.length > 0) {
      const credits = rows.reduce((sum, r) => sum + r.credits, 0);
      const reference = ids.length === 1 ? `${channel}:msg:${ids[0]}` : `${channel}:msgs:${ids[0]}:${ids.length}`;
      const debit = await applyLedgerChange(sequelize, tx, {
        tenantId,
        channel,
        amount: -credits,
        reason: `${channel} send`,
        reference,
      });
      if (!debit.applied) throw new InsufficientCreditsError(debit.balance, credits);
    }
    let next = 0;
    return messages.map((m) => (sent.has(m.toNumber) ? { id: ids[next++]!, fromSender } : null));
  });
}
