import { QueryTypes, type Sequelize } from 'sequelize';
import { likeContains } from '../contacts';
import { sqlTimestamp } from '../sql-timestamp';
import { preparedSelect } from '../prepared-select';
import type { EventStatus, EventType } from '../../lib/events/vocabulary';

/** An event exactly as the API returns it (list and show), built by PostgreSQL. */
export interface EventJson {
  id: number;
  name: string;
  type: EventType;
  description: string | null;
  event_date: string;
  venue: string | null;
  target_amount: number | null;
  status: EventStatus;
  public_message: string | null;
  bank_name: string | null;
  bank_account_number: string | null;
  bank_account_name: string | null;
  pledge_deadline: string | null;
  auto_payment_sms: boolean;
  invitees_count: number;
  payments_count: number;
  sms_stages_count: number;
  total_pledged: number;
  total_collected: number;
  total_sms: number;
  sent_sms: number;
  sms_cost: number;
  created_at: string;
  updated_at: string;
}

/** The event `e` as JSON; its SMS figures come from the lateral `m` (see MESSAGE_FIGURES). */
const EVENT_JSON = `json_build_object(
  'id', e.id, 'name', e.name, 'type', e.type, 'description', e.description, 'event_date', to_char(e.event_date, 'YYYY-MM-DD'),
  'venue', e.venue, 'target_amount', e.target_amount, 'status', e.status, 'public_message', e.public_message,
  'bank_name', e.bank_name, 'bank_account_number', e.bank_account_number, 'bank_account_name', e.bank_account_name,
  'pledge_deadline', to_char(e.pledge_deadline, 'YYYY-MM-DD'), 'auto_payment_sms', e.auto_payment_sms,
  'invitees_count', e.invitees_count, 'payments_count', e.payments_count, 'sms_stages_count', e.sms_stages_count,
  'total_pledged', e.total_pledged, 'total_collected', e.total_collected,
  'total_sms', m.total_sms, 'sent_sms', m.sent_sms, 'sms_cost', m.sms_cost,
  'created_at', ${sqlTimestamp('e.created_at')}, 'updated_at', ${sqlTimestamp('e.updated_at')})`;

/**
 * The SMS figures of event `e` from its messages (messages_event index): total_sms = its SMS messages, sent_sms = those
 * the gateway accepted (a gateway id is stored), sms_cost = the credits of those not refunded.
 */
const MESSAGE_FIGURES = `LEFT JOIN LATERAL (
  SELECT count(*) AS total_sms, count(*) FILTER (WHERE m.gateway_message_id IS NOT NULL) AS sent_sms,
         coalesce(sum(m.credits) FILTER (WHERE m.refunded_at IS NULL), 0) AS sms_cost
  FROM messages m WHERE m.event_id = e.id AND m.tenant_id = e.tenant_id AND m.channel = 'sms') m ON true`;

export interface EventListFilter {
  search?: string;
  status?: EventStatus;
}

/**
 * One page of a tenant's events (newest first) with every figure, and the total, in ONE round trip: the invitee,
 * payment and stage figures are trigger-kept columns, the SMS figures one indexed lateral per event of the page.
 * A prepared statement: planning this wide statement cost as much as running it.
 */
export async function listEventsPage(
  sequelize: Sequelize, tenantId: number, filter: EventListFilter, limit: number, offset: number,
): Promise<{ total: number; data: EventJson[] }> {
  const binds: unknown[] = [tenantId, limit, offset];
  const conditions = ['e.tenant_id = $1'];
  if (filter.search) conditions.push(`e.name ILIKE $${binds.push(likeContains(filter.search))}`);
  if (filter.status) conditions.push(`e.status = $${binds.push(filter.status)}`);
  const where = conditions.join(' AND ');
  const [row] = await preparedSelect<{ total: number; data: EventJson[] }>(
    sequelize,
    `SELECT (SELECT count(*) FROM events e WHERE ${where}) AS total,
            COALESCE((SELECT json_agg(${EVENT_JSON} ORDER BY e.id DESC)
                      FROM (SELECT * FROM events e WHERE ${where} ORDER BY e.id DESC LIMIT $2 OFFSET $3) e ${MESSAGE_FIGURES}), '[]') AS data`,
    binds,
  );
  return { total: Number(row.total), data: row.data };
}

/** One event of the tenant as the API returns it, or null. */
export async function findEventJson(sequelize: Sequelize, tenantId: number, eventId: number): Promise<EventJson | null> {
  const rows = await sequelize.query<{ data: EventJson }>(
    `SELECT ${EVENT_JSON} AS data FROM events e ${MESSAGE_FIGURES} WHERE e.id = $1 AND e.tenant_id = $2`,
    { bind: [eventId, tenantId], type: QueryTypes.SELECT },
  );
  return rows[0]?.data ?? null;
}
