import type { Sequelize } from 'sequelize';
import type { EventPayment } from '../../db/models';
import * as payments from '../../db/events/payments';
import { NotFoundError } from '../../domain/messaging/errors';
import { startPaymentThanks, type PaymentThanksDeps } from './payment-thanks-workflow';

/** Payments a tenant records against pledges; each write recounts the invitee's paid_amount in its transaction. */

export interface PaymentDeps extends PaymentThanksDeps {
  sequelize: Sequelize;
}

/** Records a payment by a user of the tenant, then starts its thank-you (events with auto_payment_sms on). */
export async function recordPayment(
  deps: PaymentDeps,
  tenantId: number,
  eventId: number,
  fields: payments.PaymentFields,
  recordedBy: number,
): Promise<EventPayment> {
  const payment = await payments.recordPayment(deps.sequelize, tenantId, eventId, fields, { recordedBy });
  if (!payment) throw new NotFoundError('Event');
  await startPaymentThanks(deps, payment);
  return payment;
}

/** Changes only the fields given (possibly moving the payment to another invitee of the event). */
export async function updatePayment(
  sequelize: Sequelize,
  tenantId: number,
  eventId: number,
  paymentId: number,
  fields: Partial<payments.PaymentFields>,
  userId: number,
): Promise<EventPayment> {
  const payment = await payments.updatePayment(sequelize, tenantId, eventId, paymentId, fields, userId);
  if (!payment) throw new NotFoundError('Payment');
  return payment;
}

export async function deletePayment(
  sequelize: Sequelize,
  tenantId: number,
  eventId: number,
  paymentId: number,
  userId: number,
): Promise<void> {
  if (!(await payments.deletePayment(sequelize, tenantId, eventId, paymentId, userId)))
    throw new NotFoundError('Payment');
}
