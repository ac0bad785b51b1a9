/**
 * Quick-reply taps on chat invitations: a tap quotes our chat message (`context.id`), which names the
 * invitee it was sent to. The tap sets that invitee's status under the event lock (db/events/event-lock.ts); the
 * last tap wins by the provider's time (then by arrival), so redelivered or reordered webhooks change nothing.
 */
import { QueryTypes, type Sequelize } from 'sequelize';
import { lockEvent } from './event-lock';

export interface StoredReply {
  id: number;
  fromNumber: string;
  contextWamid: string;
  text: string | null;
  buttonPayload: string | null;
  /** The provider's time of the tap, else when it arrived. */
  at: Date;
}

/** The stored button and interactive replies among these inbound wamids that quote a message. */
export async function storedButtonReplies(sequelize: Sequelize, wamids: string[]): Promise<StoredReply[]> {
  if (wamids.length === 0) return [];
  return sequelize.query<StoredReply>(
    `SELECT id, from_number AS "fromNumber", context_wamid AS "contextWamid", text, button_payload AS "buttonPayload",
       coalesce(sent_at, received_at) AS at
     FROM chat_inbound_messages WHERE wamid = ANY($1::text[]) AND type IN ('button', 'interactive') AND context_wamid IS NOT NULL ORDER BY id`,
    { bind: [wamids], type: QueryTypes.SELECT },
  );
}

/**
 * Sets the invitee the quoted chat message was sent to (by the number that taps) to `answer`, unless a later tap
 * already answered or the event is cancelled. Returns whether the invitee changed.
 */
export async function applyRsvpReply(
  sequelize: Sequelize,
  reply: StoredReply,
  answer: 'confirmed' | 'declined',
): Promise<boolean> {
  const [target] = await sequelize.query<{ tenant_id: number; event_id: number; invitee_id: number }>(
    `SELECT tenant_id, event_id, invitee_id FROM messages
     WHERE channel = 'chat' AND gateway_message_id = $1 AND to_number = $2 AND invitee_id IS NOT NULL AND event_id IS NOT NULL LIMIT 1`,
    { bind: [reply.contextWamid, reply.fromNumber], type: QueryTypes.SELECT },
  );
  if (!target) return false;
  return sequelize.transaction(async (transaction) => {
    const event = await lockEvent(transaction, target.tenant_id, target.event_id);
    if (!event || event.status === 'cancelled') return false;
    const changed = await sequelize.query(
      `UPDATE event_invitees SET status = $4, rsvp_reply_at = $5, rsvp_reply_id = $6, updated_at = now()
       WHERE id = $1 AND event_id = $2 AND tenant_id = $3 AND (rsvp_reply_id IS NULL OR (rsvp_reply_at, rsvp_reply_id) < ($5::timestamptz, $6::bigint))
       RETURNING id`,
      {
        bind: [target.invitee_id, target.event_id, target.tenant_id, answer, reply.at, reply.id],
        type: QueryTypes.SELECT,
        transaction,
      },
    );
    return changed.length > 0;
  });
}
