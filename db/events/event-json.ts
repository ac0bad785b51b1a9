import { QueryTypes, type Sequelize } from 'sequelize';
import { missingRow } from '../missing-row';
import { likeContains } from '../contacts/contacts';
import { sqlTimestamp } from '../sql-timestamp';
import { preparedSelect } from '../prepared-statements';
import type { EventStatus, EventType } from '../../domain/events/vocabulary';
import type { PageText } from '../page-text';
import type { MobileMoneyEntry } from '../../domain/events/mobile-money';

/** An event exactly as the API returns it (list and show), built by PostgreSQL. */
export interface EventJson {
  id: number;
  name: string;
  type: EventType;
  description: string | null;
  event_date: string;
  starts_at: string | null;
  ends_at: string | null;
  venue: string | null;
  location_url: string | null;
  target_amount: number | null;
  status: EventStatus;
  public_message: string | null;
  ussd_code: string | null;
  bank_name: string | null;
  bank_account_number: string | null;
  bank_account_name: string | null;
  mobile_money: MobileMoneyEntry[];
  pledge_deadline: string | null;
  auto_payment_sms: boolean;
  public_page: boolean;
  public_url: string | null;
  invitees_count: number;
  payments_count: number;
  sms_stages_count: number;
  total_pledged: number;
  total_collected: number;
  total_sms: number;
  sent_sms: number;
  sms_cost: number;
  checked_in_count: number;
  guests_admitted: number;
  created_at: string;
  updated_at: string;
}

/**
 * The columns of event `e` as the API names them, in the interface's order; `row_to_json` over them writes the
 * event's JSON (compact, unlike json_build_object's text). Its SMS figures come from `m` (MESSAGE_FIGURES);
 * `public_url` is built on PUBLIC_BASE_URL, bound as parameter `$<baseUrlBind>`.
 */
const eventColumns = (
  baseUrlBind: number,
) => `e.id, e.name, e.type, e.description, to_char(e.event_date, 'YYYY-MM-DD') AS event_date,
  to_char(e.starts_at, 'HH24:MI') AS starts_at, to_char(e.ends_at, 'HH24:MI') AS ends_at,
  e.venue, e.location_url, e.target_amount, e.status, e.public_message, e.ussd_code,
  e.bank_name, e.bank_account_number, e.bank_account_name, e.mobile_money,
  to_char(e.pledge_deadline, 'YYYY-MM-DD') AS pledge_deadline, e.auto_payment_sms, e.public_page,
  CASE WHEN e.public_page THEN $${baseUrlBind}::text || '/c/' || e.public_code END AS public_url,
  e.invitees_count, e.payments_count, e.sms_stages_count, e.total_pledged, e.total_collected,
  coalesce(m.total_sms, 0) AS total_sms, coalesce(m.sent_sms, 0) AS sent_sms, coalesce(m.sms_cost, 0) AS sms_cost,
  coalesce(a.checked_in_count, 0) AS checked_in_count, coalesce(a.guests_admitted, 0) AS guests_admitted,
  ${sqlTimestamp('e.created_at')} AS created_at, ${sqlTimestamp('e.updated_at')} AS updated_at`;

/**
 * The SMS figures of event `e`, as `m`: total_sms = its SMS messages, sent_sms = those the gateway accepted (a gateway
 * id is stored), sms_cost = the credits of those not refunded. Triggers on messages keep them in event_sms_figures
 * (migration 20261130090000-event-sms-figures) as a few slot rows per event, so a page sums those instead of
 * reading every message of its events.
 */
const MESSAGE_FIGURES = `LEFT JOIN LATERAL (
  SELECT sum(f.total_sms) AS total_sms, sum(f.sent_sms) AS sent_sms, sum(f.sms_cost) AS sms_cost
  FROM event_sms_figures f WHERE f.event_id = e.id AND f.tenant_id = e.tenant_id) m ON true`;

/**
 * The door figures of event `e`, as `a`: invitees with a guest admitted, and the guests. Summed over the event's
 * counting check-ins (not superseded by an earlier scan) from their partial index alone (migration
 * 20261221000000-check-in-supersede), never over its invitees.
 */
const ATTENDANCE = `LEFT JOIN LATERAL (
  SELECT count(DISTINCT c.invitee_id)::int AS checked_in_count, sum(c.guests)::int AS guests_admitted
  FROM event_check_ins c
  WHERE c.event_id = e.id AND c.tenant_id = e.tenant_id AND c.superseded_at IS NULL) a ON true`;

export interface EventListFilter {
  search?: string;
  status?: EventStatus;
  /** Only the events this user holds a committee role on (a user whose tenant permissions do not list events). */
  memberUserId?: number;
}

/**
 * One page of a tenant's events (newest first) with every figure, as JSON text, and the total, in ONE round trip:
 * the invitee, payment and stage figures are trigger-kept columns, the SMS figures trigger-kept slot rows per event.
 * The page comes back as text (`::text`), so node-postgres does not parse what the route sends as is.
 * A prepared statement: planning this wide statement cost as much as running it.
 */
export async function listEventsPageText(
  sequelize: Sequelize,
  tenantId: number,
  filter: EventListFilter,
  limit: number,
  offset: number,
  publicBaseUrl: string,
): Promise<PageText> {
  const binds: unknown[] = [tenantId, limit, offset, publicBaseUrl];
  const conditions = ['e.tenant_id = $1'];
  if (filter.search) conditions.push(`e.name ILIKE $${binds.push(likeContains(filter.search))}`);
  if (filter.status) conditions.push(`e.status = $${binds.push(filter.status)}`);
  if (filter.memberUserId !== undefined)
    conditions.push(
      `e.id IN (SELECT event_id FROM event_members WHERE tenant_id = $1 AND user_id = $${binds.push(filter.memberUserId)})`,
    );
  const where = conditions.join(' AND ');
  const [row = missingRow('the events page')] = await preparedSelect<PageText>(
    sequelize,
    `SELECT (SELECT count(*) FROM events e WHERE ${where}) AS total, count(*) AS count,
            '[' || COALESCE(string_agg(row_to_json(r)::text, ',' ORDER BY r.id DESC), '') || ']' AS "dataText"
     FROM (SELECT ${eventColumns(4)} FROM (SELECT * FROM events e WHERE ${where} ORDER BY e.id DESC LIMIT $2 OFFSET $3) e ${MESSAGE_FIGURES} ${ATTENDANCE}) r`,
    binds,
  );
  return row;
}

/** One event of the tenant as the API returns it, or null. */
export async function findEventJson(
  sequelize: Sequelize,
  tenantId: number,
  eventId: number,
  publicBaseUrl: string,
): Promise<EventJson | null> {
  const rows = await sequelize.query<{ data: EventJson }>(
    `SELECT row_to_json(r) AS data FROM (SELECT ${eventColumns(3)} FROM events e ${MESSAGE_FIGURES} ${ATTENDANCE} WHERE e.id = $1 AND e.tenant_id = $2) r`,
    { bind: [eventId, tenantId, publicBaseUrl], type: QueryTypes.SELECT },
  );
  return rows[0]?.data ?? null;
}
