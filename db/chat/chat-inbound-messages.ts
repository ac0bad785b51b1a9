/**
 * Replies received on the chat channel (see the chat-webhook-intake migration) and the inbox that lists them.
 * Every organization shares the platform's number, so a reply is matched (`matched_by`): it belongs to the
 * organization whose chat message it quotes (`context.id` = a chat message's wamid: `quoted`), else to the one that
 * sent the number the most recent chat message within the 24-hour conversation window (`recency`), else to none
 * (kept, never listed). A reply quoting a chat stage's message is linked to the invitee it was sent to.
 */
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { missingRow } from '../missing-row';
import type { ChatInboundEvent } from '../../domain/chat/chat-webhook';
import { CHAT_START_WORDS, CHAT_STOP_WORDS } from '../../domain/messaging/opt-out-words';
import { optInChatStartReplies, optOutChatStopReplies } from '../messaging/opt-outs';
import { CHAT_SENT_AT, chatSentToWithin } from './chat-sent-to-sql';

/** The conversation window: an unquoted reply goes to whoever wrote to the number last within it. */
const REPLY_WINDOW = '24 hours';

/** How a reply found its organization (one that found none is listed nowhere: `matched_by` NULL). */
export type ChatReplyMatch = 'quoted' | 'recency';

export interface InboxEntry {
  id: number;
  fromNumber: string;
  profileName: string | null;
  type: string;
  text: string | null;
  buttonPayload: string | null;
  contextWamid: string | null;
  matchedBy: ChatReplyMatch;
  receivedAt: Date;
  contactId: number | null;
  contactName: string | null;
  /** The event invitee the quoted chat message was sent to (a chat stage's), if any. */
  invitee: { id: number; name: string; event_id: number } | null;
}

export interface StoredInbound {
  id: number;
  tenantId: number | null;
}

/**
 * Stores new inbound messages with their organization and contact; a repeated wamid is ignored. A STOP or ACHA
 * reply opts its sender out of chat, a START or ANZA reply takes that back (see optOutChatStopReplies for which
 * organizations), in the same transaction: a retried webhook finds the reply stored and changes nothing twice.
 */
export async function storeChatInboundMessages(
  sequelize: Sequelize,
  events: ChatInboundEvent[],
): Promise<StoredInbound[]> {
  if (events.length === 0) return [];
  return sequelize.transaction(async (tx) => {
    const stored = await insertInbound(sequelize, tx, events);
    const ids = stored.map((s) => s.id);
    await optOutChatStopReplies(sequelize, tx, ids, CHAT_STOP_WORDS);
    await optInChatStartReplies(sequelize, tx, ids, CHAT_START_WORDS);
    return stored;
  });
}

async function insertInbound(
  sequelize: Sequelize,
  tx: Transaction,
  events: ChatInboundEvent[],
): Promise<StoredInbound[]> {
  const rows = events.map((event) => ({
    wamid: event.wamid,
    from_number: event.from,
    profile_name: event.name,
    type: event.type,
    text: event.text,
    button_payload: event.buttonPayload,
    context_wamid: event.contextWamid,
    sent_at: event.timestamp,
  }));
  return sequelize.query<StoredInbound>(
    `INSERT INTO chat_inbound_messages (tenant_id, matched_by, wamid, from_number, profile_name, type, text, button_payload,
       context_wamid, sent_at, contact_id, invitee_id)
     SELECT owner.tenant_id, owner.matched_by, v.wamid, v.from_number, left(v.profile_name, 255), v.type, v.text, v.button_payload,
       v.context_wamid, v.sent_at, (SELECT c.id FROM contacts c WHERE c.tenant_id = owner.tenant_id AND c.phone = v.from_number),
       (SELECT m.invitee_id FROM messages m WHERE m.channel = 'chat' AND m.gateway_message_id = v.context_wamid
          AND m.tenant_id = owner.tenant_id AND m.to_number = v.from_number LIMIT 1)
     FROM jsonb_to_recordset($1::jsonb) AS v(wamid text, from_number text, profile_name text, type text, text text,
       button_payload text, context_wamid text, sent_at timestamptz)
     -- By wamid alone, then the channel (OFFSET 0 fences it): see UPDATE_CHAT_STATUSES_SQL in chat-statuses.ts for why.
     CROSS JOIN LATERAL (SELECT (SELECT m.tenant_id FROM (SELECT tenant_id, channel FROM messages WHERE gateway_message_id = v.context_wamid OFFSET 0) m
          WHERE m.channel = 'chat' LIMIT 1) AS tenant_id) quoted
     -- Unquoted (or quoting a message we do not know): the latest chat message to the number within 24 hours of arrival.
     LEFT JOIN LATERAL (SELECT m.tenant_id FROM messages m WHERE quoted.tenant_id IS NULL AND ${chatSentToWithin('v.from_number', REPLY_WINDOW)}
          ORDER BY ${CHAT_SENT_AT} DESC, m.id DESC LIMIT 1) recent ON true
     CROSS JOIN LATERAL (SELECT COALESCE(quoted.tenant_id, recent.tenant_id) AS tenant_id,
          CASE WHEN quoted.tenant_id IS NOT NULL THEN 'quoted' WHEN recent.tenant_id IS NOT NULL THEN 'recency' END AS matched_by) owner
     ON CONFLICT (wamid) DO NOTHING
     RETURNING id, tenant_id AS "tenantId"`,
    { bind: [JSON.stringify(rows)], type: QueryTypes.SELECT, transaction: tx },
  );
}

/** One page of an organization's inbox, newest first, with the linked contact (null once it is deleted). */
export async function listChatInbox(
  sequelize: Sequelize,
  tenantId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: InboxEntry[]; total: number }> {
  const [rows, [{ total } = missingRow('the inbox count')]] = await Promise.all([
    sequelize.query<InboxEntry>(
      `SELECT i.id, i.from_number AS "fromNumber", i.profile_name AS "profileName", i.type, i.text, i.button_payload AS "buttonPayload",
         i.context_wamid AS "contextWamid", i.matched_by AS "matchedBy", i.received_at AS "receivedAt", c.id AS "contactId", c.name AS "contactName",
         CASE WHEN ei.id IS NULL THEN NULL ELSE json_build_object('id', ei.id, 'name', ei.name, 'event_id', ei.event_id) END AS invitee
       FROM chat_inbound_messages i LEFT JOIN contacts c ON c.id = i.contact_id AND c.tenant_id = i.tenant_id
       LEFT JOIN event_invitees ei ON ei.id = i.invitee_id AND ei.tenant_id = i.tenant_id
       WHERE i.tenant_id = $1 ORDER BY i.id DESC LIMIT $2 OFFSET $3`,
      { bind: [tenantId, page.limit, page.offset], type: QueryTypes.SELECT },
    ),
    sequelize.query<{ total: number }>(
      'SELECT count(*)::int AS total FROM chat_inbound_messages WHERE tenant_id = $1',
      {
        bind: [tenantId],
        type: QueryTypes.SELECT,
      },
    ),
  ]);
  return { rows, total };
}
