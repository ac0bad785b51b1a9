/**
 * A tenant's opt-out list (see the opt-outs migration): numbers it never sends to again, on one channel or on all
 * (`channel` NULL). Every query is scoped by tenant; the unique key (tenant, phone, channel) is the lookup.
 */
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { missingRow } from '../missing-row';
import type { CreditChannel } from '../models';
import { chatSentToWithin } from '../chat/chat-sent-to-sql';

export type OptOutSource = 'link' | 'reply' | 'api';

export interface OptOutRecord {
  id: number;
  phone: string;
  /** null: every channel. */
  channel: CreditChannel | null;
  source: OptOutSource;
  created_at: Date;
  contact: { id: number; name: string } | null;
}

/** An opt-out row `o` that stops `channelSql` (its own channel, or every channel). */
export const stopsChannel = (channelSql: string): string => `(o.channel IS NULL OR o.channel = ${channelSql})`;

/** Which of these numbers opted out of the tenant's messages on `channel`. */
export async function optedOutAmong(
  sequelize: Sequelize,
  tenantId: number,
  channel: CreditChannel,
  phones: string[],
  tx?: Transaction,
): Promise<Set<string>> {
  if (phones.length === 0) return new Set();
  const rows = await sequelize.query<{ phone: string }>(
    `SELECT DISTINCT o.phone FROM opt_outs o WHERE o.tenant_id = $1 AND o.phone = ANY($2::text[]) AND ${stopsChannel('$3')}`,
    { bind: [tenantId, [...new Set(phones)], channel], type: QueryTypes.SELECT, transaction: tx },
  );
  return new Set(rows.map((r) => r.phone));
}

/** Adds a number to the list (idempotent); `created` is false when it was already there for that channel. */
export async function addOptOut(
  sequelize: Sequelize,
  entry: { tenantId: number; phone: string; channel: CreditChannel | null; source: OptOutSource },
): Promise<{ created: boolean; record: OptOutRecord }> {
  const inserted = await sequelize.query<{ id: number }>(
    `INSERT INTO opt_outs (tenant_id, phone, channel, source) VALUES ($1, $2, $3, $4)
     ON CONFLICT (tenant_id, phone, channel) DO NOTHING RETURNING id`,
    { bind: [entry.tenantId, entry.phone, entry.channel, entry.source], type: QueryTypes.SELECT },
  );
  return {
    created: inserted.length > 0,
    record: (await findOptOut(sequelize, entry.tenantId, entry.phone, entry.channel))!,
  };
}

const SELECT_OPT_OUT = `SELECT o.id, o.phone, o.channel, o.source, o.created_at,
    CASE WHEN c.id IS NULL THEN NULL ELSE json_build_object('id', c.id, 'name', c.name) END AS contact
  FROM opt_outs o LEFT JOIN contacts c ON c.tenant_id = o.tenant_id AND c.phone = o.phone`;

/** The tenant's entry for a number on one channel (null: the every-channel entry), if any. */
export async function findOptOut(
  sequelize: Sequelize,
  tenantId: number,
  phone: string,
  channel: CreditChannel | null,
): Promise<OptOutRecord | null> {
  const [row] = await sequelize.query<OptOutRecord>(
    `${SELECT_OPT_OUT} WHERE o.tenant_id = $1 AND o.phone = $2 AND o.channel IS NOT DISTINCT FROM $3::text`,
    { bind: [tenantId, phone, channel], type: QueryTypes.SELECT },
  );
  return row ?? null;
}

/** Who made an entry: the recipient (its page, a STOP reply), which only the recipient may take back, or the tenant. */
export const RECIPIENT_SOURCES: readonly OptOutSource[] = ['link', 'reply'];

/**
 * Takes a number off the list: every channel, or only `channel` ('all': the every-channel row). With
 * `keepRecipientMade`, nothing is removed when one of the matched entries is the recipient's own: `recipientMade`
 * counts them. `matched` counts the entries the number had on that channel.
 */
export async function removeOptOuts(
  sequelize: Sequelize,
  tenantId: number,
  phone: string,
  channel?: CreditChannel | 'all',
  options: { keepRecipientMade?: boolean } = {},
): Promise<{ matched: number; removed: number; recipientMade: number }> {
  const [counts = missingRow('the opt-out removal counts')] = await sequelize.query<{
    matched: number;
    removed: number;
    recipientMade: number;
  }>(
    `WITH matched AS (
       SELECT id, source = ANY($5::text[]) AS by_recipient FROM opt_outs WHERE tenant_id = $1 AND phone = $2
         AND ($3::text IS NULL OR channel IS NOT DISTINCT FROM nullif($3::text, 'all'))
     ), removed AS (
       DELETE FROM opt_outs WHERE id IN (SELECT id FROM matched)
         AND NOT ($4::boolean AND EXISTS (SELECT 1 FROM matched WHERE by_recipient)) RETURNING id
     )
     SELECT (SELECT count(*) FROM matched)::int AS matched, (SELECT count(*) FROM removed)::int AS removed,
       (SELECT count(*) FROM matched WHERE by_recipient)::int AS "recipientMade"`,
    {
      bind: [tenantId, phone, channel ?? null, options.keepRecipientMade ?? false, RECIPIENT_SOURCES],
      type: QueryTypes.SELECT,
    },
  );
  return counts;
}

export interface OptOutFilter {
  /** Digits anywhere in the number (`255712…`). */
  phone?: string;
  /** 'all': the every-channel rows only. */
  channel?: CreditChannel | 'all';
}

/** One page of a tenant's opt-outs, newest first, with the contact that has the number (if any). */
export async function listOptOuts(
  sequelize: Sequelize,
  tenantId: number,
  filter: OptOutFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: OptOutRecord[]; total: number }> {
  const where = `o.tenant_id = $1 AND ($2::text IS NULL OR o.phone LIKE '%' || $2::text || '%')
    AND ($3::text IS NULL OR o.channel IS NOT DISTINCT FROM nullif($3::text, 'all'))`;
  const bind = [tenantId, filter.phone ?? null, filter.channel ?? null];
  const [rows, [{ total } = missingRow('the opt-outs count')]] = await Promise.all([
    sequelize.query<OptOutRecord>(`${SELECT_OPT_OUT} WHERE ${where} ORDER BY o.id DESC LIMIT $4 OFFSET $5`, {
      bind: [...bind, page.limit, page.offset],
      type: QueryTypes.SELECT,
    }),
    sequelize.query<{ total: number }>(`SELECT count(*)::int AS total FROM opt_outs o WHERE ${where}`, {
      bind,
      type: QueryTypes.SELECT,
    }),
  ]);
  return { rows, total };
}

/**
 * The organizations a stored chat reply `i` speaks to about opting out: the one it quotes (`matched_by` quoted), else
 * every organization that sent the number a chat message within 30 days (the shared number names none of them, and
 * the recipient asked to hear from nobody there), the one the reply was matched to included.
 */
const REPLY_ADDRESSEES_SQL = `
  CROSS JOIN LATERAL (
    SELECT i.tenant_id WHERE i.tenant_id IS NOT NULL
    UNION
    SELECT m.tenant_id FROM messages m WHERE i.matched_by IS DISTINCT FROM 'quoted' AND ${chatSentToWithin('i.from_number', '30 days')}
  ) t`;

/** Reply `i` is exactly one of the words in $2 (trimmed, any case). */
const REPLY_IS_WORD_SQL = `upper(regexp_replace(i.text, '^\\s+|\\s+$', '', 'g')) = ANY($2::text[])`;

/**
 * Opts the senders of these stored chat replies out of chat (source `reply`) for the organizations the reply speaks
 * to (REPLY_ADDRESSEES_SQL), when the reply is one of `words`. In the caller's transaction: stored with the reply.
 */
export async function optOutChatStopReplies(
  sequelize: Sequelize,
  tx: Transaction,
  inboundIds: number[],
  words: readonly string[],
): Promise<number> {
  if (inboundIds.length === 0) return 0;
  const rows = await sequelize.query<{ id: number }>(
    `INSERT INTO opt_outs (tenant_id, phone, channel, source)
     SELECT DISTINCT t.tenant_id, i.from_number, 'chat', 'reply' FROM chat_inbound_messages i ${REPLY_ADDRESSEES_SQL}
     WHERE i.id = ANY($1::bigint[]) AND ${REPLY_IS_WORD_SQL}
     ON CONFLICT (tenant_id, phone, channel) DO NOTHING RETURNING id`,
    { bind: [inboundIds, words.map((w) => w.toUpperCase())], type: QueryTypes.SELECT, transaction: tx },
  );
  return rows.length;
}

/**
 * The recipient takes back a STOP: a reply that is one of `words` removes its sender's chat opt-out made by a reply
 * (source `reply`) for the organizations the reply speaks to (the same rule as a STOP, so STOP then START is a round
 * trip). An opt-out the organization made, or one of the page (every channel), stays. In the caller's transaction.
 */
export async function optInChatStartReplies(
  sequelize: Sequelize,
  tx: Transaction,
  inboundIds: number[],
  words: readonly string[],
): Promise<number> {
  if (inboundIds.length === 0) return 0;
  const rows = await sequelize.query<{ id: number }>(
    `DELETE FROM opt_outs o USING (
       SELECT DISTINCT t.tenant_id, i.from_number FROM chat_inbound_messages i ${REPLY_ADDRESSEES_SQL}
       WHERE i.id = ANY($1::bigint[]) AND ${REPLY_IS_WORD_SQL}
     ) r
     WHERE o.tenant_id = r.tenant_id AND o.phone = r.from_number AND o.channel = 'chat' AND o.source = 'reply' RETURNING o.id`,
    { bind: [inboundIds, words.map((w) => w.toUpperCase())], type: QueryTypes.SELECT, transaction: tx },
  );
  return rows.length;
}
