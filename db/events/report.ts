import { QueryTypes, type Sequelize } from 'sequelize';
import { missingRow } from '../missing-row';
import { PAYMENT_METHODS, type InviteeStatus, type PaymentMethod } from '../../domain/events/vocabulary';

/** The invitee funnel and money of one event: invited (every invitee) → confirmed → pledged → paid. */
export interface EventReportSummary {
  invited: number;
  confirmed: number;
  declined: number;
  pledged: number;
  paid: number;
  totalPledged: number;
  totalCollected: number;
  /** Pledged but not yet paid, summed per invitee (an overpayment does not offset another's debt). */
  outstanding: number;
  /** Attendance: invitees with at least one guest admitted, and the guests admitted in all. */
  checkedIn: number;
  guestsAdmitted: number;
}

/** The payments of an event per method: how many and their total (every method, 0 when none). */
export type PaymentsByMethod = Record<PaymentMethod, { count: number; total: number }>;

export interface ReportInvitee {
  id: number;
  name: string;
  phone: string;
  email: string | null;
  status: InviteeStatus;
  pledge_amount: number;
  paid_amount: number;
  /** pledge_amount − paid_amount, never below 0. */
  balance: number;
  guests_admitted: number;
  /** What the invitee paid by each method used (a method never used is absent). */
  paid_by_method: Partial<Record<PaymentMethod, number>> | null;
}

const REPORT_COLUMNS = `i.id, i.name, i.phone, i.email, i.status, i.pledge_amount, i.paid_amount,
  greatest(i.pledge_amount - i.paid_amount, 0) AS balance, i.guests_admitted,
  (SELECT json_object_agg(m.payment_method, m.total) FROM (SELECT p.payment_method, sum(p.amount) AS total
     FROM event_payments p WHERE p.event_invitee_id = i.id GROUP BY p.payment_method) m) AS paid_by_method`;

export async function eventReportSummary(
  sequelize: Sequelize,
  tenantId: number,
  eventId: number,
): Promise<EventReportSummary> {
  const [row = missingRow('the event report summary')] = await sequelize.query<Record<string, number>>(
    `SELECT count(*) AS invited, count(*) FILTER (WHERE status = 'confirmed') AS confirmed,
            count(*) FILTER (WHERE status = 'declined') AS declined, count(*) FILTER (WHERE pledge_amount > 0) AS pledged,
            count(*) FILTER (WHERE paid_amount > 0) AS paid, coalesce(sum(pledge_amount), 0) AS total_pledged,
            coalesce(sum(paid_amount), 0) AS total_collected, coalesce(sum(greatest(pledge_amount - paid_amount, 0)), 0) AS outstanding,
            count(*) FILTER (WHERE guests_admitted > 0) AS checked_in, coalesce(sum(guests_admitted), 0) AS guests_admitted
     FROM event_invitees WHERE tenant_id = $1 AND event_id = $2`,
    { bind: [tenantId, eventId], type: QueryTypes.SELECT },
  );
  return {
    invited: Number(row.invited),
    confirmed: Number(row.confirmed),
    declined: Number(row.declined),
    pledged: Number(row.pledged),
    paid: Number(row.paid),
    totalPledged: Number(row.total_pledged),
    totalCollected: Number(row.total_collected),
    outstanding: Number(row.outstanding),
    checkedIn: Number(row.checked_in),
    guestsAdmitted: Number(row.guests_admitted),
  };
}

export async function eventPaymentsByMethod(
  sequelize: Sequelize,
  tenantId: number,
  eventId: number,
): Promise<PaymentsByMethod> {
  const rows = await sequelize.query<{ payment_method: PaymentMethod; count: string; total: string }>(
    `SELECT payment_method, count(*) AS count, sum(amount) AS total FROM event_payments
     WHERE tenant_id = $1 AND event_id = $2 GROUP BY payment_method`,
    { bind: [tenantId, eventId], type: QueryTypes.SELECT },
  );
  const byMethod = Object.fromEntries(PAYMENT_METHODS.map((m) => [m, { count: 0, total: 0 }])) as PaymentsByMethod;
  for (const r of rows) byMethod[r.payment_method] = { count: Number(r.count), total: Number(r.total) };
  return byMethod;
}

/** The largest unpaid pledges, largest first. */
export function topOutstandingPledges(
  sequelize: Sequelize,
  tenantId: number,
  eventId: number,
  limit: number,
): Promise<ReportInvitee[]> {
  return sequelize.query<ReportInvitee>(
    `SELECT ${REPORT_COLUMNS} FROM event_invitees i
     WHERE i.tenant_id = $1 AND i.event_id = $2 AND i.pledge_amount > i.paid_amount
     ORDER BY i.pledge_amount - i.paid_amount DESC, i.id LIMIT $3`,
    { bind: [tenantId, eventId, limit], type: QueryTypes.SELECT },
  );
}

/** Every invitee of an event in pages (by id), so a report of 10,000 invitees streams without holding them all. */
export async function* reportInviteePages(
  sequelize: Sequelize,
  tenantId: number,
  eventId: number,
  pageSize = 1000,
): AsyncGenerator<ReportInvitee[]> {
  for (let after = 0; ;) {
    const rows = await sequelize.query<ReportInvitee>(
      `SELECT ${REPORT_COLUMNS} FROM event_invitees i WHERE i.tenant_id = $1 AND i.event_id = $2 AND i.id > $3 ORDER BY i.id LIMIT $4`,
      { bind: [tenantId, eventId, after, pageSize], type: QueryTypes.SELECT },
    );
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < pageSize) return;
    after = rows[rows.length - 1]!.id;
  }
}
