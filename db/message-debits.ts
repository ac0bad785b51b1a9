/**
 * Several immediate single sends of one tenant accepted in one transaction with ONE ledger debit
 * (`sms:msgs:<first id>:<count>`), like a batch. Each message is still refunded on its own (`refunded_at`).
 */
import { QueryTypes, type Sequelize } from 'sequelize';
import { applyLedgerChange } from './ledger';
import { InsufficientCreditsError, type NewMessage } from './messages';

/** Inserts every message (all of one tenant, none scheduled) and debits their total, or nothing when short. */
export async function createMessagesWithOneDebit(sequelize: Sequelize, messages: NewMessage[]): Promise<number[]> {
  const tenantId = messages[0].tenantId;
  if (messages.some((m) => m.tenantId !== tenantId || m.scheduledAt)) throw new Error('one tenant, immediate sends only');
  const credits = messages.reduce((sum, m) => sum + m.segments, 0);
  return sequelize.transaction(async (tx) => {
    // Why this is safe: see createMessageWithDebit.
    await sequelize.query('SET LOCAL synchronous_commit TO off', { transaction: tx });
    const rows = await sequelize.query<{ id: number }>(
      `INSERT INTO messages (tenant_id, user_id, contact_id, to_number, from_sender, body, segments, status)
       SELECT $1, v.user_id, v.contact_id, v.to_number, v.from_sender, v.body, v.segments, 'queued'
       FROM unnest($2::int[], $3::int[], $4::text[], $5::text[], $6::text[], $7::int[]) WITH ORDINALITY
         AS v(user_id, contact_id, to_number, from_sender, body, segments, ord)
       ORDER BY v.ord RETURNING id`,
      {
        bind: [tenantId, messages.map((m) => m.userId), messages.map((m) => m.contactId), messages.map((m) => m.toNumber),
          messages.map((m) => m.fromSender), messages.map((m) => m.body), messages.map((m) => m.segments)],
        type: QueryTypes.SELECT, transaction: tx,
      },
    );
    const ids = rows.map((r) => r.id).sort((a, b) => a - b);
    const debit = await applyLedgerChange(sequelize, tx, {
      tenantId, channel: 'sms', amount: -credits, reason: 'sms send', reference: `sms:msgs:${ids[0]}:${ids.length}`,
    });
    if (!debit.applied) throw new InsufficientCreditsError(debit.balance, credits);
    return ids;
  });
}
