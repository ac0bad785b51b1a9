/** Reading a tenant's messages: the filtered, newest-first list and a single message with its links. */
import { QueryTypes, type Sequelize } from 'sequelize';
import { likeContains, phoneSearchDigits } from '../contacts/contacts';
import type { CreditChannel } from '../models';
import { pageWithTotal, totalQueries, type ListTotal } from './list-total';
import { preparedStatement } from '../prepared-statements';

/** A message row with its linked contact, group and user (null when absent or deleted). */
export interface MessageRecord {
  id: number;
  to_number: string;
  from_sender: string;
  body: string;
  /** What the message was billed (an SMS: its segments at 1 credit each, counted when the send was billed). */
  credits: number;
  status: string;
  delivery_status: string | null;
  delivered_at: Date | null;
  delivery_error: string | null;
  gateway_message_id: string | null;
  gateway_response: unknown;
  sent_at: Date | null;
  scheduled_at: Date | null;
  created_at: Date;
  batch_id: number | null;
  contact: { id: number; name: string; phone: string } | null;
  group: { id: number; name: string } | null;
  user: { id: number; name: string; email: string } | null;
}

export interface MessageFilters {
  /** Default `sms`: chat messages are listed apart. */
  channel?: CreditChannel;
  status?: string;
  batchId?: number;
  search?: string;
  /** Inclusive lower bound on sent_at. */
  sentFrom?: Date;
  /** Exclusive upper bound on sent_at. */
  sentBefore?: Date;
}

const SELECT_MESSAGE = `SELECT m.id, m.to_number, m.from_sender, m.body, m.credits, m.status, m.delivery_status, m.delivered_at, m.delivery_error,
    m.gateway_message_id, m.gateway_response, m.sent_at, m.scheduled_at, m.created_at, m.batch_id,
    CASE WHEN c.id IS NULL THEN NULL ELSE json_build_object('id', c.id, 'name', c.name, 'phone', c.phone) END AS contact,
    CASE WHEN g.id IS NULL THEN NULL ELSE json_build_object('id', g.id, 'name', g.name) END AS "group",
    CASE WHEN u.id IS NULL THEN NULL ELSE json_build_object('id', u.id, 'name', u.name, 'email', u.email) END AS "user"
  FROM messages m
  LEFT JOIN contacts c ON c.id = m.contact_id AND c.tenant_id = m.tenant_id
  LEFT JOIN groups g ON g.id = m.group_id AND g.tenant_id = m.tenant_id
  LEFT JOIN users u ON u.id = m.user_id AND u.tenant_id = m.tenant_id`;

const FIND_MESSAGE_SQL = preparedStatement(`${SELECT_MESSAGE} WHERE m.tenant_id = $1 AND m.id = $2 AND m.channel = $3`);

const FIND_SENT_MESSAGE_SQL = preparedStatement(
  `${SELECT_MESSAGE.replace(
    '\n  FROM messages m',
    `,
    EXISTS (SELECT 1 FROM held_delivery_reports h WHERE h.gateway_message_id = m.gateway_message_id) AS held_report
  FROM messages m`,
  )} WHERE m.tenant_id = $1 AND m.id = $2 AND m.channel = 'sms'`,
);

function whereOf(tenantId: number, filters: MessageFilters): { sql: string; bind: unknown[] } {
  const bind: unknown[] = [tenantId, filters.channel ?? 'sms'];
  const parts = ['m.tenant_id = $1', 'm.channel = $2'];
  const add = (sql: (n: number) => string, value: unknown) => {
    bind.push(value);
    parts.push(sql(bind.length));
  };
  // `submitting` is an internal step of `queued` (accepted, not yet confirmed by the gateway).
  if (filters.status)
    add(
      (n) => `m.status = ANY($${n}::text[])`,
      filters.status === 'queued' ? ['queued', 'submitting'] : [filters.status],
    );
  if (filters.batchId) add((n) => `m.batch_id = $${n}`, filters.batchId);
  if (filters.search) {
    // A phone-looking search also matches its stored 255… form (`0712…` finds `255712…`).
    const digits = phoneSearchDigits(filters.search);
    // The texts are searched in message_texts, whose trigram indexes serve ILIKE '%…%' (migration message-texts).
    add(
      (n) => `m.id IN (SELECT t.message_id FROM message_texts t WHERE t.tenant_id = $1
      AND (t.to_number ILIKE $${n} OR t.body ILIKE $${n}${digits ? ` OR t.to_number LIKE $${n + 1}` : ''}))`,
      likeContains(filters.search),
    );
    if (digits) bind.push(`%${digits}%`);
  }
  if (filters.sentFrom) add((n) => `m.sent_at >= $${n}`, filters.sentFrom);
  if (filters.sentBefore) add((n) => `m.sent_at < $${n}`, filters.sentBefore);
  return { sql: parts.join(' AND '), bind };
}

/**
 * The statements of a list page (exported so the benchmark can EXPLAIN exactly what the API runs). Newest first is
 * by id, or by sent_at when a date filter is given: then the (tenant_id, sent_at, id) index yields the page in
 * order instead of the planner walking the primary key backwards through a month of other days.
 */
export function messageListQueries(tenantId: number, filters: MessageFilters, page: { limit: number; offset: number }) {
  const where = whereOf(tenantId, filters);
  const n = where.bind.length;
  const order = filters.sentFrom || filters.sentBefore ? 'm.sent_at DESC, m.id DESC' : 'm.id DESC';
  // The page is picked from messages alone, then only its rows are joined to their links.
  const pageSql = `${SELECT_MESSAGE.replace(
    'FROM messages m',
    `FROM (SELECT * FROM messages m WHERE ${where.sql}
      ORDER BY ${order} LIMIT $${n + 1} OFFSET $${n + 2}) m`,
  )} ORDER BY ${order}`;
  // The capped count walks in the page's order: unordered, a search's count once walked another tenant's 200,000
  // older rows along the primary key to its own matches (list-total.ts).
  return {
    page: { sql: pageSql, bind: [...where.bind, page.limit, page.offset] },
    ...totalQueries(`FROM messages m WHERE ${where.sql}`, where.bind, order),
  };
}

export interface MessagePage extends ListTotal {
  rows: MessageRecord[];
}

/** One page of messages, newest first, and the total matching (list-total.ts). */
export async function listMessages(
  sequelize: Sequelize,
  tenantId: number,
  filters: MessageFilters,
  page: { limit: number; offset: number },
): Promise<MessagePage> {
  return pageWithTotal<MessageRecord>(sequelize, messageListQueries(tenantId, filters, page), page.offset);
}

/** One message of the tenant (of `channel`, default SMS) with its links, or null. */
export async function findMessage(
  sequelize: Sequelize,
  tenantId: number,
  id: number,
  channel: CreditChannel = 'sms',
): Promise<MessageRecord | null> {
  const rows = await sequelize.query<MessageRecord>(FIND_MESSAGE_SQL, {
    bind: [tenantId, id, channel],
    type: QueryTypes.SELECT,
  });
  return rows[0] ?? null;
}

/**
 * An SMS just recorded as sent, read back for the answer, and whether a delivery report that arrived before its
 * gateway id was stored is held for it (the caller then releases it: releaseHeldReports). One round trip for both.
 */
export async function findSentMessage(
  sequelize: Sequelize,
  tenantId: number,
  id: number,
): Promise<(MessageRecord & { held_report: boolean }) | null> {
  const rows = await sequelize.query<MessageRecord & { held_report: boolean }>(FIND_SENT_MESSAGE_SQL, {
    bind: [tenantId, id],
    type: QueryTypes.SELECT,
  });
  return rows[0] ?? null;
}

/** Which of these gateway ids are this tenant's messages (for the report and log listings). */
export async function tenantGatewayIds(
  sequelize: Sequelize,
  tenantId: number,
  gatewayIds: string[],
): Promise<Set<string>> {
  if (gatewayIds.length === 0) return new Set();
  const rows = await sequelize.query<{ gateway_message_id: string }>(
    'SELECT gateway_message_id FROM messages WHERE tenant_id = $1 AND gateway_message_id = ANY($2::text[])',
    { bind: [tenantId, gatewayIds], type: QueryTypes.SELECT },
  );
  return new Set(rows.map((r) => r.gateway_message_id));
}
