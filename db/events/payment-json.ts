import { QueryTypes, type Sequelize } from 'sequelize';
import { missingRow } from '../missing-row';
import { sqlTimestamp } from '../sql-timestamp';
import type { PaymentMethod } from '../../domain/events/vocabulary';

/** An event payment as the API returns it, with its invitee and the user who recorded it. */
export interface PaymentJson {
  id: number;
  event_id: number;
  event_invitee_id: number;
  amount: number;
  payment_date: string;
  payment_method: PaymentMethod;
  reference: string | null;
  notes: string | null;
  /** The payment provider's code of a pledge paid online; null for recorded payments. */
  confirmation_code: string | null;
  invitee: { id: number; name: string; phone: string };
  recorded_by: { id: number; name: string } | null;
  created_at: string;
  updated_at: string;
}

const PAYMENT_JSON = `json_build_object(
  'id', p.id, 'event_id', p.event_id, 'event_invitee_id', p.event_invitee_id, 'amount', p.amount,
  'payment_date', to_char(p.payment_date, 'YYYY-MM-DD'), 'payment_method', p.payment_method, 'reference', p.reference,
  'notes', p.notes, 'confirmation_code', p.provider_confirmation_code,
  'invitee', json_build_object('id', i.id, 'name', i.name, 'phone', i.phone),
  'recorded_by', CASE WHEN u.id IS NULL THEN NULL ELSE json_build_object('id', u.id, 'name', u.name) END,
  'created_at', ${sqlTimestamp('p.created_at')}, 'updated_at', ${sqlTimestamp('p.updated_at')})`;

const PAYMENT_FROM = `FROM event_payments p JOIN event_invitees i ON i.id = p.event_invitee_id LEFT JOIN users u ON u.id = p.recorded_by`;

/** One page of an event's payments, newest first (by payment date, then by when they were recorded), and the total. */
export async function listPaymentsPage(
  sequelize: Sequelize,
  tenantId: number,
  eventId: number,
  limit: number,
  offset: number,
): Promise<{ total: number; data: PaymentJson[] }> {
  const [row = missingRow('the payments page')] = await sequelize.query<{ total: number; data: PaymentJson[] }>(
    `SELECT (SELECT count(*) FROM event_payments p WHERE p.tenant_id = $1 AND p.event_id = $2) AS total,
            COALESCE((SELECT json_agg(page.j ORDER BY page.payment_date DESC, page.id DESC) FROM (
              SELECT p.id, p.payment_date, ${PAYMENT_JSON} AS j ${PAYMENT_FROM}
              WHERE p.tenant_id = $1 AND p.event_id = $2 ORDER BY p.payment_date DESC, p.id DESC LIMIT $3 OFFSET $4) page), '[]') AS data`,
    { bind: [tenantId, eventId, limit, offset], type: QueryTypes.SELECT },
  );
  return { total: Number(row.total), data: row.data };
}

/** One payment as the API returns it (after a create or update). */
export async function findPaymentJson(
  sequelize: Sequelize,
  tenantId: number,
  paymentId: number,
): Promise<PaymentJson | null> {
  const rows = await sequelize.query<{ j: PaymentJson }>(
    `SELECT ${PAYMENT_JSON} AS j ${PAYMENT_FROM} WHERE p.id = $1 AND p.tenant_id = $2`,
    { bind: [paymentId, tenantId], type: QueryTypes.SELECT },
  );
  return rows[0]?.j ?? null;
}
