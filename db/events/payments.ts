import type { Sequelize, Transaction } from 'sequelize';
import { EventInvitee, EventPayment } from '../models';
import { lockEvent } from './event-lock';
import type { PaymentMethod } from '../../domain/events/vocabulary';
import { emitEventPayment } from '../webhooks/emit';
import { InviteeNotInEventError } from '../../domain/events/errors';
import { auditPayment, type AuditedPayment } from './payment-audit';

/** The payment as the audit trail keeps it (a copy: the model changes after). */
const audited = (p: EventPayment): AuditedPayment => ({
  id: p.id,
  tenantId: p.tenantId,
  eventId: p.eventId,
  eventInviteeId: p.eventInviteeId,
  amount: p.amount,
  paymentMethod: p.paymentMethod,
  reference: p.reference,
});

export interface PaymentFields {
  eventInviteeId: number;
  amount: number;
  paymentDate: string;
  paymentMethod: PaymentMethod;
  reference: string | null;
  notes: string | null;
}

/**
 * Sets an invitee's paid_amount to the sum of its payments. Called in the transaction that changed a payment, under
 * the event's write lock, so concurrent payments of the event are applied one after the other and each recount
 * sees every payment committed before it: paid_amount stays exactly the sum.
 */
export async function recountPaidAmount(sequelize: Sequelize, tx: Transaction, inviteeId: number): Promise<void> {
  await sequelize.query(
    `UPDATE event_invitees i SET paid_amount = paid.total, updated_at = now()
     FROM (SELECT coalesce(sum(p.amount), 0) AS total FROM event_payments p WHERE p.event_invitee_id = $1) paid
     WHERE i.id = $1 AND i.paid_amount <> paid.total`,
    { bind: [inviteeId], transaction: tx },
  );
}

async function assertInviteeOfEvent(
  tx: Transaction,
  tenantId: number,
  eventId: number,
  inviteeId: number,
): Promise<void> {
  if (!(await EventInvitee.count({ where: { id: inviteeId, eventId, tenantId }, transaction: tx })))
    throw new InviteeNotInEventError();
}

/**
 * Records a payment and the invitee's new paid_amount in one transaction; null when the tenant has no such event.
 * `extra` carries what only online payments set (provider code; no recording user).
 */
export async function recordPayment(
  sequelize: Sequelize,
  tenantId: number,
  eventId: number,
  fields: PaymentFields,
  extra: { recordedBy: number | null; providerConfirmationCode?: string | null },
  outer?: Transaction,
): Promise<EventPayment | null> {
  const work = async (tx: Transaction) => {
    if (!(await lockEvent(tx, tenantId, eventId))) return null;
    await assertInviteeOfEvent(tx, tenantId, eventId, fields.eventInviteeId);
    const payment = await EventPayment.create({ ...fields, ...extra, tenantId, eventId }, { transaction: tx });
    await recountPaidAmount(sequelize, tx, fields.eventInviteeId);
    await auditPayment(sequelize, tx, 'created', { before: null, after: audited(payment), userId: extra.recordedBy });
    await emitEventPayment(sequelize, tx, payment.id, 'recorded');
    return payment;
  };
  return outer ? work(outer) : sequelize.transaction(work);
}

/** Changes a payment (possibly moving it to another invitee of the event) and recounts both invitees; null if none. */
export async function updatePayment(
  sequelize: Sequelize,
  tenantId: number,
  eventId: number,
  paymentId: number,
  fields: Partial<PaymentFields>,
  userId: number,
): Promise<EventPayment | null> {
  return sequelize.transaction(async (tx) => {
    if (!(await lockEvent(tx, tenantId, eventId))) return null;
    const payment = await EventPayment.findOne({ where: { id: paymentId, eventId, tenantId }, transaction: tx });
    if (!payment) return null;
    const before = audited(payment);
    const previousInvitee = payment.eventInviteeId;
    if (fields.eventInviteeId !== undefined) await assertInviteeOfEvent(tx, tenantId, eventId, fields.eventInviteeId);
    await payment.update(fields, { transaction: tx });
    for (const inviteeId of new Set([previousInvitee, payment.eventInviteeId]))
      await recountPaidAmount(sequelize, tx, inviteeId);
    await auditPayment(sequelize, tx, 'updated', { before, after: audited(payment), userId });
    await emitEventPayment(sequelize, tx, payment.id, 'updated');
    return payment;
  });
}

/** Deletes a payment and recounts its invitee; false when the tenant's event has no such payment. */
export async function deletePayment(
  sequelize: Sequelize,
  tenantId: number,
  eventId: number,
  paymentId: number,
  userId: number,
): Promise<boolean> {
  return sequelize.transaction(async (tx) => {
    if (!(await lockEvent(tx, tenantId, eventId))) return false;
    const payment = await EventPayment.findOne({ where: { id: paymentId, eventId, tenantId }, transaction: tx });
    if (!payment) return false;
    await emitEventPayment(sequelize, tx, payment.id, 'deleted');
    await auditPayment(sequelize, tx, 'deleted', { before: audited(payment), after: null, userId });
    await payment.destroy({ transaction: tx });
    await recountPaidAmount(sequelize, tx, payment.eventInviteeId);
    return true;
  });
}
