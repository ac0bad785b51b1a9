import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { PaymentMethod } from '../../domain/events/vocabulary';

export type PaymentAuditAction = 'created' | 'updated' | 'deleted';

/** A payment as the trail keeps it, before or after a change. */
export interface AuditedPayment {
  id: number;
  tenantId: number;
  eventId: number;
  eventInviteeId: number;
  amount: number;
  paymentMethod: PaymentMethod;
  reference: string | null;
}

/**
 * Writes one entry of the payments' audit trail in the change's own transaction: the change and its entry commit
 * together or not at all. `after` is the payment once changed (its method and reference); a deletion has none.
 */
export async function auditPayment(
  sequelize: Sequelize,
  tx: Transaction,
  action: PaymentAuditAction,
  change: { before: AuditedPayment | null; after: AuditedPayment | null; userId: number | null },
): Promise<void> {
  const payment = (change.after ?? change.before)!;
  await sequelize.query(
    `INSERT INTO event_payment_audit (tenant_id, event_id, payment_id, invitee_id, invitee_name, user_id, action,
       amount_before, amount_after, payment_method, reference)
     SELECT $1, $2, $3, i.id, i.name, $5, $6, $7, $8, $9, $10 FROM event_invitees i WHERE i.id = $4`,
    {
      bind: [
        payment.tenantId,
        payment.eventId,
        payment.id,
        payment.eventInviteeId,
        change.userId,
        action,
        change.before?.amount ?? null,
        change.after?.amount ?? null,
        payment.paymentMethod,
        payment.reference,
      ],
      transaction: tx,
    },
  );
}

export interface PaymentAuditRow {
  id: number;
  action: PaymentAuditAction;
  payment_id: number;
  invitee: { id: number; name: string };
  user: { id: number; name: string } | null;
  amount_before: number | null;
  amount_after: number | null;
  payment_method: PaymentMethod;
  reference: string | null;
  created_at: Date;
}

/** The event's trail, newest first. */
export async function listPaymentAuditPage(
  sequelize: Sequelize,
  tenantId: number,
  eventId: number,
  limit: number,
  offset: number,
): Promise<{ rows: PaymentAuditRow[]; count: number }> {
  const [rows, [counted]] = await Promise.all([
    sequelize.query<PaymentAuditRow>(
      `SELECT a.id, a.action, a.payment_id, json_build_object('id', a.invitee_id, 'name', a.invitee_name) AS invitee,
         CASE WHEN u.id IS NULL THEN NULL ELSE json_build_object('id', u.id, 'name', u.name) END AS user,
         a.amount_before::float8 AS amount_before, a.amount_after::float8 AS amount_after, a.payment_method,
         a.reference, a.created_at
       FROM event_payment_audit a LEFT JOIN users u ON u.id = a.user_id
       WHERE a.tenant_id = $1 AND a.event_id = $2 ORDER BY a.id DESC LIMIT $3 OFFSET $4`,
      { bind: [tenantId, eventId, limit, offset], type: QueryTypes.SELECT },
    ),
    sequelize.query<{ n: string }>(
      'SELECT count(*) AS n FROM event_payment_audit WHERE tenant_id = $1 AND event_id = $2',
      { bind: [tenantId, eventId], type: QueryTypes.SELECT },
    ),
  ]);
  return { rows, count: Number(counted?.n ?? 0) };
}
