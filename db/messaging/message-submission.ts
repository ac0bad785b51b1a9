/**
 * The database side of submitting messages to the gateway exactly once: rows are marked `submitting` (with the
 * attempt time) before the gateway call, and the answers are written back in one statement per page.
 */
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { refundMessages } from './messages';
import { releaseHeldReports } from './held-delivery-reports';
import { applyChatStatusEvents } from '../chat/chat-statuses';
import { OUTBOUND_CHAT_COLUMN, type OutboundChatContent } from '../chat/chat-content';
import type { CreditChannel } from '../models';
import { messageStatusEventsOf } from '../webhooks/emit';
import { preparedStatement } from '../prepared-statements';
import { rowsByIds } from '../rows-by-ids';

/** What a submitter needs of a message. */
export interface OutboundMessage {
  id: number;
  tenantId: number;
  channel: CreditChannel;
  batchId: number | null;
  toNumber: string;
  fromSender: string;
  body: string;
  status: string;
  submitAttemptedAt: Date | null;
  /** The row's claim count as last read or set by this submitter: claims and releases compare it (claimForSubmit). */
  submitClaims: number;
  /** What a chat message sends; null for SMS. */
  chat: OutboundChatContent | null;
}

/** Who releases the SMS delivery reports held for messages just recorded as sent: the recording itself, or its caller. */
export type HeldReportsRelease = 'release' | 'caller';

/** A gateway answer (or a `/logs` row adopted after a timeout) for one message. */
export interface SendResult {
  id: number;
  /** `PENDING_ACCEPTED`… for accepted, `failed` for a refusal, or a report's status when adopted late. */
  status: string;
  gatewayMessageId: string | null;
  gatewayResponse: unknown;
  deliveryStatus: string | null;
  deliveryError: string | null;
  /** The provider's error code of a refusal (chat: the Graph code). */
  errorCode?: number | null;
}

/** The columns of an OutboundMessage, for a SELECT on messages. */
export const OUTBOUND_COLUMNS = `id, tenant_id AS "tenantId", channel, batch_id AS "batchId", to_number AS "toNumber",
  from_sender AS "fromSender", body, status, submit_attempted_at AS "submitAttemptedAt",
  submit_claims AS "submitClaims", ${OUTBOUND_CHAT_COLUMN}`;

/** A batch's unsent messages in the id range (afterId, upToId], in id order. */
export async function loadBatchPage(
  sequelize: Sequelize,
  batchId: number,
  afterId: number,
  upToId: number,
): Promise<OutboundMessage[]> {
  return sequelize.query<OutboundMessage>(
    `SELECT ${OUTBOUND_COLUMNS} FROM messages
     WHERE batch_id = $1 AND id > $2 AND id <= $3 AND status IN ('scheduled', 'queued', 'submitting') ORDER BY id`,
    { bind: [batchId, afterId, upToId], type: QueryTypes.SELECT },
  );
}

/** Ids of a batch's next `limit` unsent messages after `afterId` (keyset on id), to cut into pages. */
export async function unsentIdsAfter(
  sequelize: Sequelize,
  batchId: number,
  afterId: number,
  limit: number,
): Promise<number[]> {
  const rows = await sequelize.query<{ id: number }>(
    `SELECT id FROM messages
     WHERE batch_id = $1 AND id > $2 AND status IN ('scheduled', 'queued', 'submitting') ORDER BY id LIMIT $3`,
    { bind: [batchId, afterId, limit], type: QueryTypes.SELECT },
  );
  return rows.map((r) => r.id);
}

/** Given messages, when still unsent. */
export async function loadUnsentMessages(sequelize: Sequelize, ids: number[]): Promise<OutboundMessage[]> {
  return sequelize.query<OutboundMessage>(
    `SELECT ${OUTBOUND_COLUMNS} FROM messages
     WHERE id = ANY($1::bigint[]) AND status IN ('scheduled', 'queued', 'submitting') ORDER BY id`,
    { bind: [ids], type: QueryTypes.SELECT },
  );
}

/** A message as a claim sees it: its id and the claim count its submitter holds or read. */
export type ClaimedMessage = Pick<OutboundMessage, 'id' | 'submitClaims'>;

/**
 * Marks messages `submitting` just before the provider call, each only if its claim count is still the one read
 * (nobody claimed it since) and it is still unsent (a cancel or delete that won the race keeps its row). Only claimed
 * rows may be sent. Returns the claimed ids with their new claim counts.
 */
export async function claimForSubmit(sequelize: Sequelize, messages: ClaimedMessage[]): Promise<Map<number, number>> {
  if (messages.length === 0) return new Map();
  const rows = await sequelize.query<{ id: number; claims: number }>(
    `UPDATE messages m SET status = 'submitting', submit_attempted_at = now(), submit_claims = m.submit_claims + 1, updated_at = now()
     FROM unnest($1::bigint[], $2::int[]) AS v(id, claims)
     WHERE ${rowsByIds('m', '$1::bigint[]', "m.submit_claims = v.claims AND m.status IN ('scheduled', 'queued', 'submitting')")}
     RETURNING m.id, m.submit_claims AS claims`,
    { bind: [messages.map((m) => m.id), messages.map((m) => m.submitClaims)], type: QueryTypes.SELECT },
  );
  return new Map(rows.map((r) => [Number(r.id), r.claims]));
}

/** Whether a message its submitter let go is still as released (see reclaimReleased); a read, it claims nothing. */
export async function isStillReleased(sequelize: Sequelize, message: ClaimedMessage): Promise<boolean> {
  const rows = await sequelize.query(
    "SELECT 1 FROM messages WHERE id = $1 AND status = 'queued' AND submit_claims = $2",
    { bind: [message.id, message.submitClaims], type: QueryTypes.SELECT },
  );
  return rows.length > 0;
}

/**
 * Claims again a message its submitter let go for a pause (releaseClaim), only if it is still as released: `queued`
 * with the claim count the submitter held. Cancelled, deleted, held for quiet hours (`scheduled`) or claimed by
 * another attempt meanwhile, it is not the submitter's any more. Returns the new claim count, or null.
 */
export async function reclaimReleased(sequelize: Sequelize, message: ClaimedMessage): Promise<number | null> {
  const [row] = await sequelize.query<{ claims: number }>(
    `UPDATE messages SET status = 'submitting', submit_attempted_at = now(), submit_claims = submit_claims + 1, updated_at = now()
     WHERE id = $1 AND status = 'queued' AND submit_claims = $2 RETURNING submit_claims AS claims`,
    { bind: [message.id, message.submitClaims], type: QueryTypes.SELECT },
  );
  return row ? row.claims : null;
}

/**
 * The provider clearly did not take them (refused connection, 5xx, 429): back to `queued`, cancellable and sent on a
 * clean retry. Only the claims the caller still holds are let go.
 */
export async function releaseClaim(sequelize: Sequelize, messages: ClaimedMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await sequelize.query(
    `UPDATE messages m SET status = 'queued', updated_at = now()
     FROM unnest($1::bigint[], $2::int[]) AS v(id, claims)
     WHERE ${rowsByIds('m', '$1::bigint[]', "m.submit_claims = v.claims AND m.status = 'submitting'")}`,
    { bind: [messages.map((m) => m.id), messages.map((m) => m.submitClaims)] },
  );
}

/**
 * Writes the gateway's answers in one UPDATE … FROM unnest(…) statement: accepted rows get the gateway id, the
 * response and sent_at; refused rows become `failed` and are refunded in the same transaction, which also emits their
 * status webhooks. Only rows still `submitting` change, so a retried write counts nothing twice. Returns the counts that changed.
 * `heldReports: 'caller'` leaves the SMS delivery reports held for them to a caller that reads its one message back
 * anyway (findSentMessage says whether one is held) and then releases them itself.
 */
export async function recordSendResults(
  sequelize: Sequelize,
  results: SendResult[],
  heldReports: HeldReportsRelease = 'release',
): Promise<{ submitted: number; failed: number }> {
  if (results.length === 0) return { submitted: 0, failed: 0 };
  const { counts, changed } = await writeSendResults(sequelize, results);
  // After the commit: reports (SMS) and statuses (chat) the provider sent before these ids were stored were kept,
  // apply them now. A row this call did not change was recorded before, by a call that may have died between its
  // commit and this step (the database went away): its ids are applied again, of either channel as its channel is
  // not read (applying is idempotent, and such rows are rare).
  const changedIds = new Set(changed.map((r) => r.id));
  const recordedBefore = results.flatMap((r) =>
    !changedIds.has(r.id) && r.gatewayMessageId ? [r.gatewayMessageId] : [],
  );
  const providerIdsOf = (channel: CreditChannel) => [
    ...changed.flatMap((r) => (r.channel === channel && r.gateway_message_id ? [r.gateway_message_id] : [])),
    ...recordedBefore,
  ];
  if (heldReports === 'release') await releaseHeldReports(sequelize, providerIdsOf('sms'));
  await applyChatStatusEvents(sequelize, providerIdsOf('chat'));
  return counts;
}

interface ChangedRow {
  id: number;
  batch_id: number | null;
  status: string;
  channel: CreditChannel;
  gateway_message_id: string | null;
}

/**
 * The answers' UPDATE, their status webhooks and the batches' progress deltas, as one statement (atomic by itself).
 * Only rows still `submitting` change.
 */
const WRITE_SEND_RESULTS_SQL = preparedStatement(`WITH changed AS (
    UPDATE messages m SET status = v.status, gateway_message_id = v.gateway_id, gateway_response = v.response::jsonb,
      delivery_status = v.delivery_status, delivery_error = left(v.delivery_error, 255), error_code = v.error_code,
      sent_at = CASE WHEN v.gateway_id IS NULL THEN m.sent_at ELSE now() END, updated_at = now()
    FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[])
      AS v(id, status, gateway_id, response, delivery_status, delivery_error, error_code)
    WHERE ${rowsByIds('m', '$1::bigint[]', "m.status = 'submitting'")}
    RETURNING m.*
  ), events AS (${messageStatusEventsOf('changed')}
  ), progress AS (
    INSERT INTO batch_progress_deltas (batch_id, submitted, failed, cancelled)
    SELECT batch_id, count(*) FILTER (WHERE status <> 'failed'), count(*) FILTER (WHERE status = 'failed'), 0
    FROM changed WHERE batch_id IS NOT NULL GROUP BY batch_id
  )
  SELECT id, batch_id, status, channel, gateway_message_id FROM changed`);

/**
 * Writes the answers (WRITE_SEND_RESULTS_SQL); refused rows become `failed` and are refunded in the same transaction.
 * Answers that refuse nothing need no refund, so their statement commits alone (one round trip).
 */
async function writeSendResults(
  sequelize: Sequelize,
  results: SendResult[],
): Promise<{ counts: { submitted: number; failed: number }; changed: ChangedRow[] }> {
  const write = (transaction?: Transaction) =>
    sequelize.query<ChangedRow>(WRITE_SEND_RESULTS_SQL, {
      bind: [
        results.map((r) => r.id),
        results.map((r) => r.status),
        results.map((r) => r.gatewayMessageId),
        results.map((r) => JSON.stringify(r.gatewayResponse ?? null)),
        results.map((r) => r.deliveryStatus),
        results.map((r) => r.deliveryError),
        results.map((r) => r.errorCode ?? null),
      ],
      type: QueryTypes.SELECT,
      transaction,
    });
  const counted = (changed: ChangedRow[]) => {
    const failed = changed.filter((r) => r.status === 'failed').length;
    return { counts: { submitted: changed.length - failed, failed }, changed };
  };
  if (results.every((r) => r.status !== 'failed')) return counted(await write());
  return sequelize.transaction(async (tx) => {
    const changed = await write(tx);
    await refundMessages(
      sequelize,
      tx,
      changed.filter((r) => r.status === 'failed').map((r) => r.id),
      'send rejected',
    );
    return counted(changed);
  });
}
