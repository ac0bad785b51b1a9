/**
 * The data side of a chat stage run's SMS fallback (see the chat-sms-fallback migration): who falls back, the one
 * decision per chat batch, and the link from each chat message that fell back to the SMS batch that replaced it.
 */
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { RecipientQuery } from '../messaging/batch-recipients';
import { inviteePlaceholderSql } from './invitee-placeholders-sql';

/**
 * A chat message `m` that falls back: not fallen back yet, and failed as undeliverable (131026: not on WhatsApp) or
 * never delivered (still `accepted` or `sent`). Others failed for another reason were refused and refunded; a
 * message still `submitting` may have reached the provider, so it is not doubled by an SMS.
 */
const FALLS_BACK = `m.channel = 'chat' AND m.fallback_batch_id IS NULL
  AND (m.status IN ('accepted', 'sent') OR (m.status = 'failed' AND m.error_code = 131026))`;

/** The invitees of chat batch `:chatBatchId` whose message falls back, as an audience for the stage's SMS body. */
export function fallbackInvitees(tenantId: number, chatBatchId: number, publicBaseUrl: string): RecipientQuery {
  const where = `m.batch_id = :chatBatchId AND m.tenant_id = :tenantId AND m.invitee_id IS NOT NULL AND ${FALLS_BACK}`;
  return {
    source: 'invitees',
    fromRows: `FROM messages m JOIN event_invitees i ON i.id = m.invitee_id AND i.tenant_id = m.tenant_id
      JOIN events e ON e.id = i.event_id AND e.tenant_id = i.tenant_id WHERE ${where}`,
    idColumn: 'i.id',
    idsOnly: `SELECT m.invitee_id AS id FROM messages m WHERE ${where}`,
    placeholders: inviteePlaceholderSql(':publicBaseUrl'),
    replacements: { tenantId, chatBatchId, publicBaseUrl },
  };
}

/** A chat stage run's batch as its fallback decision sees it. */
export interface LockedChatRun {
  tenantId: number;
  stageId: number | null;
  smsFallback: boolean;
  /** The fallback already decided for it: its SMS batch, or null when it was skipped. Undefined: not decided yet. */
  decided: { smsBatchId: number | null } | undefined;
}

/** A chat stage run's batch, row-locked for the rest of `tx` (a batch's own step: the batch row first), or undefined. */
export async function lockChatRun(
  sequelize: Sequelize,
  tx: Transaction,
  chatBatchId: number,
): Promise<LockedChatRun | undefined> {
  const [row] = await sequelize.query<{
    tenant_id: number;
    stage_id: number | null;
    sms_fallback: boolean;
    decided: boolean;
    sms_batch_id: number | null;
  }>(
    `SELECT b.tenant_id, b.stage_id, coalesce((b.audience->>'sms_fallback')::boolean, false) AS sms_fallback,
       f.chat_batch_id IS NOT NULL AS decided, f.sms_batch_id
     FROM send_batches b LEFT JOIN chat_sms_fallbacks f ON f.chat_batch_id = b.id
     WHERE b.id = $1 AND b.channel = 'chat' AND b.kind = 'stage' FOR UPDATE OF b`,
    { bind: [chatBatchId], type: QueryTypes.SELECT, transaction: tx },
  );
  return (
    row && {
      tenantId: row.tenant_id,
      stageId: row.stage_id,
      smsFallback: row.sms_fallback,
      decided: row.decided ? { smsBatchId: row.sms_batch_id } : undefined,
    }
  );
}

/**
 * Records the one fallback decision of a chat batch, in `tx`: the SMS batch (whose recipients' chat messages are
 * marked as fallen back to it) or why none went out.
 */
export async function recordFallback(
  sequelize: Sequelize,
  tx: Transaction,
  run: { chatBatchId: number; tenantId: number },
  outcome: { smsBatchId: number } | { skipReason: string },
): Promise<void> {
  const smsBatchId = 'smsBatchId' in outcome ? outcome.smsBatchId : null;
  await sequelize.query(
    'INSERT INTO chat_sms_fallbacks (chat_batch_id, tenant_id, sms_batch_id, skip_reason) VALUES ($1, $2, $3, $4)',
    {
      bind: [run.chatBatchId, run.tenantId, smsBatchId, 'skipReason' in outcome ? outcome.skipReason : null],
      transaction: tx,
    },
  );
  if (smsBatchId === null) return;
  await sequelize.query(
    `UPDATE messages m SET fallback_batch_id = s.id, updated_at = now() FROM send_batches s
     WHERE s.id = $2 AND m.batch_id = $1 AND m.tenant_id = s.tenant_id AND m.invitee_id = ANY(s.recipient_ids)`,
    { bind: [run.chatBatchId, smsBatchId], transaction: tx },
  );
}

/** Whether a stage run's batch is a chat run whose stage asked for an SMS fallback (kept in its audience at acceptance). */
export async function asksSmsFallback(sequelize: Sequelize, batchId: number): Promise<boolean> {
  const [row] = await sequelize.query<{ asks: boolean }>(
    `SELECT coalesce((audience->>'sms_fallback')::boolean, false) AS asks FROM send_batches WHERE id = $1 AND channel = 'chat' AND kind = 'stage'`,
    { bind: [batchId], type: QueryTypes.SELECT },
  );
  return row?.asks ?? false;
}
