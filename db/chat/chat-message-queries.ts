/** Reading a tenant's chat messages: the newest-first list (filtered by status and batch) and one message. */
import { QueryTypes, type Sequelize } from 'sequelize';
import { pageWithTotal, totalQueries, type ListTotal } from '../messaging/list-total';

export interface ChatMessageRecord {
  id: number;
  to_number: string;
  chat_template_id: number | null;
  template_name: string | null;
  template_language: string | null;
  variables: string[] | null;
  button_url_param: string | null;
  body: string;
  status: string;
  error_code: number | null;
  delivery_error: string | null;
  gateway_message_id: string | null;
  credits: number;
  refunded_at: Date | null;
  scheduled_at: Date | null;
  sent_at: Date | null;
  delivered_at: Date | null;
  read_at: Date | null;
  created_at: Date;
  updated_at: Date;
  batch_id: number | null;
  user: { id: number; name: string; email: string } | null;
}

export interface ChatMessageFilters {
  /** Stored statuses (see domain/chat/chat-status.ts). */
  statuses?: string[];
  batchId?: number;
}

const SELECT_CHAT_MESSAGE = `SELECT m.id, m.to_number, m.chat_template_id, m.template_name, m.template_language, m.variables, m.button_url_param,
    m.body, m.status, m.error_code, m.delivery_error, m.gateway_message_id, m.credits, m.refunded_at, m.scheduled_at, m.sent_at,
    m.delivered_at, m.read_at, m.created_at, m.updated_at, m.batch_id,
    CASE WHEN u.id IS NULL THEN NULL ELSE json_build_object('id', u.id, 'name', u.name, 'email', u.email) END AS "user"
  FROM messages m LEFT JOIN users u ON u.id = m.user_id AND u.tenant_id = m.tenant_id`;

function whereOf(tenantId: number, filters: ChatMessageFilters): { sql: string; bind: unknown[] } {
  const bind: unknown[] = [tenantId];
  const parts = ['m.tenant_id = $1', "m.channel = 'chat'"];
  if (filters.statuses) {
    bind.push(filters.statuses);
    parts.push(`m.status = ANY($${bind.length}::text[])`);
  }
  if (filters.batchId) {
    bind.push(filters.batchId);
    parts.push(`m.batch_id = $${bind.length}`);
  }
  return { sql: parts.join(' AND '), bind };
}

/** The statements of one page of a tenant's chat messages, newest first, and of how many match (list-total.ts). */
export function chatMessageListQueries(
  tenantId: number,
  filters: ChatMessageFilters,
  page: { limit: number; offset: number },
) {
  const where = whereOf(tenantId, filters);
  const n = where.bind.length;
  return {
    page: {
      sql: `${SELECT_CHAT_MESSAGE} WHERE ${where.sql} ORDER BY m.id DESC LIMIT $${n + 1} OFFSET $${n + 2}`,
      bind: [...where.bind, page.limit, page.offset],
    },
    // Counted along messages_tenant_chat: a tenant's chat rows may all be newer than millions of SMS.
    ...totalQueries(`FROM messages m WHERE ${where.sql}`, where.bind, 'm.id DESC'),
  };
}

/** One page of a tenant's chat messages, newest first, and how many match (exact up to EXACT_TOTAL_LIMIT, else estimated). */
export async function listChatMessages(
  sequelize: Sequelize,
  tenantId: number,
  filters: ChatMessageFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: ChatMessageRecord[] } & ListTotal> {
  return pageWithTotal<ChatMessageRecord>(sequelize, chatMessageListQueries(tenantId, filters, page), page.offset);
}

/** One chat message of the tenant, or null. */
export async function findChatMessage(
  sequelize: Sequelize,
  tenantId: number,
  id: number,
): Promise<ChatMessageRecord | null> {
  const rows = await sequelize.query<ChatMessageRecord>(
    `${SELECT_CHAT_MESSAGE} WHERE m.tenant_id = $1 AND m.id = $2 AND m.channel = 'chat'`,
    { bind: [tenantId, id], type: QueryTypes.SELECT },
  );
  return rows[0] ?? null;
}
