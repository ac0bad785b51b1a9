/**
 * Incoming SMS (see the sms-inbound migration) and the inbox that lists them. A message belongs to the organization
 * that sent its number the latest SMS within 7 days (every organization shares the gateway's short code), else to
 * none: kept, and listed to platform admins only.
 */
import { QueryTypes, type Sequelize } from 'sequelize';
import { missingRow } from '../missing-row';
import { RECIPIENT_SOURCES } from './opt-outs';
import type { MobileMoneyEntry } from '../../domain/events/mobile-money';

/** The window in which a reply belongs to the organization that wrote to the number last. */
const REPLY_WINDOW = '7 days';
/** A STOP reaches every organization that wrote to the number within this (the chat rule's 30 days). */
const STOP_WINDOW = '30 days';

/** SMS `m` the gateway took for `numberSql` within `interval` of now (messages_sms_recipient reads only that number). */
export const smsSentToWithin = (numberSql: string, interval: string): string =>
  `m.channel = 'sms' AND m.gateway_message_id IS NOT NULL AND m.to_number = ${numberSql} AND coalesce(m.sent_at, m.created_at) > now() - interval '${interval}'`;

export interface NewInboundSms {
  gatewayId: string;
  from: string;
  to: string;
  text: string;
  sentAt: Date | null;
  linkId: string | null;
  networkCode: string | null;
}

export interface StoredInboundSms {
  id: number;
  tenantId: number | null;
  fromNumber: string;
  text: string;
  handledAs: string | null;
}

const RETURNING = `RETURNING id, tenant_id AS "tenantId", from_number AS "fromNumber", text, handled_as AS "handledAs"`;

/** Stores an incoming SMS with its organization; a repeated gateway id finds the stored one instead. */
export async function storeInboundSms(sequelize: Sequelize, sms: NewInboundSms): Promise<StoredInboundSms> {
  const [inserted] = await sequelize.query<StoredInboundSms>(
    `INSERT INTO sms_inbound_messages (tenant_id, gateway_id, from_number, to_code, text, sent_at, link_id, network_code)
     SELECT (SELECT m.tenant_id FROM messages m WHERE ${smsSentToWithin('$2', REPLY_WINDOW)} ORDER BY m.id DESC LIMIT 1),
       $1, $2, $3, $4, $5, $6, $7
     ON CONFLICT (gateway_id) DO NOTHING ${RETURNING}`,
    {
      bind: [sms.gatewayId, sms.from, sms.to, sms.text, sms.sentAt, sms.linkId, sms.networkCode],
      type: QueryTypes.SELECT,
    },
  );
  if (inserted) return inserted;
  const [stored = missingRow('the incoming SMS')] = await sequelize.query<StoredInboundSms>(
    `SELECT id, tenant_id AS "tenantId", from_number AS "fromNumber", text, handled_as AS "handledAs"
     FROM sms_inbound_messages WHERE gateway_id = $1`,
    { bind: [sms.gatewayId], type: QueryTypes.SELECT },
  );
  return stored;
}

/**
 * Claims an unhandled message for handling: false when it is handled, or being handled by another request that
 * claimed it within the last minute (a handling that died is taken over by the gateway's next retry).
 */
export async function claimInboundSms(sequelize: Sequelize, id: number): Promise<boolean> {
  const rows = await sequelize.query(
    `UPDATE sms_inbound_messages SET claimed_at = now() WHERE id = $1 AND handled_as IS NULL
       AND (claimed_at IS NULL OR claimed_at < now() - interval '1 minute') RETURNING id`,
    { bind: [id], type: QueryTypes.SELECT },
  );
  return rows.length > 0;
}

export interface InboundOutcome {
  keyword: string | null;
  handledAs: string;
  eventId: number | null;
  inviteeId: number | null;
  replyMessageId: number | null;
}

export async function recordInboundOutcome(sequelize: Sequelize, id: number, outcome: InboundOutcome): Promise<void> {
  await sequelize.query(
    `UPDATE sms_inbound_messages SET keyword = $2, handled_as = $3, event_id = $4, invitee_id = $5, reply_message_id = $6
     WHERE id = $1`,
    {
      bind: [id, outcome.keyword, outcome.handledAs, outcome.eventId, outcome.inviteeId, outcome.replyMessageId],
      type: QueryTypes.SELECT,
    },
  );
}

/** The organizations a STOP from this number speaks to: `tenantId` (if any) and every one that sent it SMS within 30 days, latest first. */
export async function stopAddressees(sequelize: Sequelize, phone: string, tenantId: number | null): Promise<number[]> {
  const rows = await sequelize.query<{ tenant_id: number }>(
    `SELECT tenant_id FROM (
       SELECT $2::integer AS tenant_id, 9223372036854775807 AS last WHERE $2::integer IS NOT NULL
       UNION ALL
       SELECT m.tenant_id, max(m.id) FROM messages m WHERE ${smsSentToWithin('$1', STOP_WINDOW)} GROUP BY m.tenant_id
     ) t GROUP BY tenant_id ORDER BY max(last) DESC`,
    { bind: [phone, tenantId], type: QueryTypes.SELECT },
  );
  return rows.map((r) => r.tenant_id);
}

/** Opts the number out of these organizations' SMS (source `reply`); returns how many entries were new. */
export async function optOutSmsByReply(sequelize: Sequelize, phone: string, tenantIds: number[]): Promise<number> {
  if (tenantIds.length === 0) return 0;
  const rows = await sequelize.query(
    `INSERT INTO opt_outs (tenant_id, phone, channel, source) SELECT t, $1, 'sms', 'reply' FROM unnest($2::integer[]) t
     ON CONFLICT (tenant_id, phone, channel) DO NOTHING RETURNING id`,
    { bind: [phone, tenantIds], type: QueryTypes.SELECT },
  );
  return rows.length;
}

/** Takes back the recipient's own SMS opt-out (a reply's or the page's SMS entry) for one organization; returns how many went. */
export async function optInSmsByReply(sequelize: Sequelize, phone: string, tenantId: number): Promise<number> {
  const rows = await sequelize.query(
    `DELETE FROM opt_outs WHERE tenant_id = $1 AND phone = $2 AND channel = 'sms' AND source = ANY($3::text[]) RETURNING id`,
    { bind: [tenantId, phone, RECIPIENT_SOURCES], type: QueryTypes.SELECT },
  );
  return rows.length;
}

export interface InvitationTarget {
  inviteeId: number;
  eventId: number;
  publicToken: string;
}

/**
 * The invitee an SMS reply answers: the one of the organization's latest message to the number that names an
 * invitee (a stage's invitation), else its latest invitee with that phone in an event not cancelled.
 */
export async function latestInvitation(
  sequelize: Sequelize,
  tenantId: number,
  phone: string,
): Promise<InvitationTarget | null> {
  const [row] = await sequelize.query<InvitationTarget>(
    `SELECT ei.id AS "inviteeId", ei.event_id AS "eventId", ei.public_token AS "publicToken" FROM (
       (SELECT m.invitee_id, 0 AS rank, m.id AS ord FROM messages m
         WHERE m.tenant_id = $1 AND m.to_number = $2 AND m.invitee_id IS NOT NULL ORDER BY m.id DESC LIMIT 1)
       UNION ALL
       (SELECT i.id, 1, i.id FROM event_invitees i JOIN events e ON e.id = i.event_id AND e.tenant_id = i.tenant_id
         WHERE i.tenant_id = $1 AND i.phone = $2 AND e.status <> 'cancelled' ORDER BY e.event_date DESC, i.id DESC LIMIT 1)
     ) c JOIN event_invitees ei ON ei.id = c.invitee_id AND ei.tenant_id = $1 ORDER BY c.rank, c.ord DESC LIMIT 1`,
    { bind: [tenantId, phone], type: QueryTypes.SELECT },
  );
  return row ?? null;
}

export interface InviteeStatement {
  name: string;
  eventName: string;
  pledge: number;
  paid: number;
  payments: { amount: number; date: string }[];
  bankName: string | null;
  bankAccountNumber: string | null;
  bankAccountName: string | null;
  mobileMoney: MobileMoneyEntry[];
}

/** What a SALIO reply tells: the pledge, each payment (oldest first), and how to pay. */
export async function inviteeStatement(
  sequelize: Sequelize,
  tenantId: number,
  inviteeId: number,
): Promise<InviteeStatement | null> {
  const [row] = await sequelize.query<InviteeStatement>(
    `SELECT i.name, e.name AS "eventName", i.pledge_amount::float8 AS pledge, i.paid_amount::float8 AS paid,
       e.bank_name AS "bankName", e.bank_account_number AS "bankAccountNumber", e.bank_account_name AS "bankAccountName",
       e.mobile_money AS "mobileMoney",
       coalesce((SELECT json_agg(json_build_object('amount', p.amount::float8, 'date', p.payment_date) ORDER BY p.payment_date, p.id)
         FROM event_payments p WHERE p.event_invitee_id = i.id AND p.tenant_id = i.tenant_id), '[]') AS payments
     FROM event_invitees i JOIN events e ON e.id = i.event_id AND e.tenant_id = i.tenant_id
     WHERE i.tenant_id = $1 AND i.id = $2`,
    { bind: [tenantId, inviteeId], type: QueryTypes.SELECT },
  );
  return row ?? null;
}

export interface SmsInboxEntry {
  id: number;
  tenantId: number | null;
  fromNumber: string;
  text: string;
  receivedAt: Date;
  keyword: string | null;
  handledAs: string | null;
  eventId: number | null;
  inviteeId: number | null;
}

const SELECT_ENTRY = `SELECT id, tenant_id AS "tenantId", from_number AS "fromNumber", text, received_at AS "receivedAt",
  keyword, handled_as AS "handledAs", event_id AS "eventId", invitee_id AS "inviteeId" FROM sms_inbound_messages`;

/** One page of an organization's SMS inbox (null: the unmatched messages, for platform admins), newest first. */
export async function listSmsInbox(
  sequelize: Sequelize,
  tenantId: number | null,
  page: { limit: number; offset: number },
): Promise<{ rows: SmsInboxEntry[]; total: number }> {
  const where = tenantId === null ? 'tenant_id IS NULL' : 'tenant_id = $1';
  const bind = tenantId === null ? [] : [tenantId];
  const n = bind.length;
  const [rows, [{ total } = missingRow('the SMS inbox count')]] = await Promise.all([
    sequelize.query<SmsInboxEntry>(`${SELECT_ENTRY} WHERE ${where} ORDER BY id DESC LIMIT $${n + 1} OFFSET $${n + 2}`, {
      bind: [...bind, page.limit, page.offset],
      type: QueryTypes.SELECT,
    }),
    sequelize.query<{ total: number }>(`SELECT count(*)::int AS total FROM sms_inbound_messages WHERE ${where}`, {
      bind,
      type: QueryTypes.SELECT,
    }),
  ]);
  return { rows, total };
}
