/**
 * Status events of chat messages as the provider posts them (see the chat-webhook-intake migration): each
 * (wamid, status) once, however often and in whatever order it arrives.
 */
import { QueryTypes, type Sequelize } from 'sequelize';
import type { ChatStatusEvent } from '../../domain/chat/chat-webhook';
import { chatCallbackData } from './chat-content';

/** Stores new events and ignores repeats; returns how many were new. */
export async function recordChatStatusEvents(sequelize: Sequelize, events: ChatStatusEvent[]): Promise<number> {
  if (events.length === 0) return 0;
  const rows = events.map((event) => ({
    wamid: event.wamid,
    status: event.status,
    occurred_at: event.timestamp,
    recipient: event.recipient,
    error_code: event.errors[0]?.code ?? null,
    error_title: event.errors[0]?.title ?? null,
    error_details: event.errors[0]?.details ?? null,
    biz_opaque: event.bizOpaque,
    pricing: event.pricing,
  }));
  const inserted = await sequelize.query(
    `INSERT INTO chat_status_events (wamid, status, occurred_at, recipient, error_code, error_title, error_details, biz_opaque, pricing)
     SELECT v.wamid, v.status, v.occurred_at, left(v.recipient, 20), v.error_code, left(v.error_title, 255), v.error_details,
       left(v.biz_opaque, 512), v.pricing
     FROM jsonb_to_recordset($1::jsonb) AS v(wamid text, status text, occurred_at timestamptz, recipient text, error_code integer,
       error_title text, error_details text, biz_opaque text, pricing jsonb)
     ON CONFLICT (wamid, status) DO NOTHING
     RETURNING id`,
    { bind: [JSON.stringify(rows)], type: QueryTypes.SELECT },
  );
  return inserted.length;
}

/**
 * The wamid of each of these chat messages that a status event names through our id (`biz_opaque_callback_data`):
 * how a send whose answer was lost is found again. Message id → wamid.
 */
export async function wamidsByCallbackData(sequelize: Sequelize, messageIds: number[]): Promise<Map<number, string>> {
  if (messageIds.length === 0) return new Map();
  const keys = messageIds.map(chatCallbackData);
  const rows = await sequelize.query<{ key: string; wamid: string }>(
    `SELECT DISTINCT ON (biz_opaque) biz_opaque AS key, wamid FROM chat_status_events
     WHERE biz_opaque = ANY($1::text[]) ORDER BY biz_opaque, id`,
    { bind: [keys], type: QueryTypes.SELECT },
  );
  const byKey = new Map(rows.map((r) => [r.key, r.wamid]));
  return new Map(
    messageIds.flatMap((id) =>
      byKey.has(chatCallbackData(id)) ? [[id, byKey.get(chatCallbackData(id))!] as const] : [],
    ),
  );
}
