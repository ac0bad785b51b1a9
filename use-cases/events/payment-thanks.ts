/**
 * The thank-you SMS of an event payment (docs/interface.md §4.8b): with the event's `auto_payment_sms` on, each recorded payment
 * thanks its payer once, through the shared worker send (billed like any send, origin `event-payment:<id>`). It is
 * skipped, with a logged reason, when the balance is short or the organization inactive; the payment stays recorded.
 */
import { Op } from 'sequelize';
import type { SendDeps } from '../messaging/deps';
import { sendSmsFromWorker } from '../messaging/send/send-sms';
import { Event, EventInvitee, EventPayment, Tenant } from '../../db/models';
import { formatTzs, pledgeBalance } from '../../domain/events/placeholders';
import { markPaymentThanked, overduePaymentThanks } from '../../db/events/payment-thanks-due';
import { InsufficientCreditsError } from '../../domain/accounts/errors';

export type PaymentThanksOutcome = 'sent' | 'skipped';

/** A payment's thank-you normally goes out within seconds; one still due after this had its workflow never started. */
const OVERDUE_AFTER_MINUTES = 3;
const PAYMENTS_PER_SWEEP = 50;

/**
 * The default text (Swahili): the payer, the amount, the event, what they paid in all, and what remains of their
 * pledge (or that it is complete; nothing about a pledge they never made).
 */
export function paymentThanksText(
  inviteeName: string,
  amount: number,
  eventName: string,
  paidInAll: number,
  pledgeAmount: number,
): string {
  const thanks = `Asante ${inviteeName} kwa mchango wako wa ${formatTzs(amount)} kwa ${eventName}. Jumla uliyochangia: ${formatTzs(paidInAll)}.`;
  if (pledgeAmount <= 0) return thanks;
  const balance = pledgeBalance(pledgeAmount, paidInAll);
  return balance > 0
    ? `${thanks} Salio la ahadi: ${formatTzs(balance)}.`
    : `${thanks} Ahadi yako ya ${formatTzs(pledgeAmount)} imekamilika.`;
}

/** The origin key of a payment's thank-you message: a retried activity finds the message instead of billing again. */
export const paymentThanksOrigin = (paymentId: number): string => `event-payment:${paymentId}`;

/**
 * What the invitee had paid in all with this payment: its own and those recorded before it, not a later one that
 * reached the invitee's total before this thank-you went out.
 */
async function paidUpTo(payment: EventPayment): Promise<number> {
  const total = await EventPayment.sum('amount', {
    where: { eventInviteeId: payment.eventInviteeId, tenantId: payment.tenantId, id: { [Op.lte]: payment.id } },
  });
  return Number(total ?? 0);
}

async function thanksTarget(paymentId: number) {
  const payment = await EventPayment.findByPk(paymentId);
  if (!payment) return null;
  const [event, invitee, tenant] = await Promise.all([
    Event.findOne({ where: { id: payment.eventId, tenantId: payment.tenantId } }),
    EventInvitee.findOne({ where: { id: payment.eventInviteeId, tenantId: payment.tenantId } }),
    Tenant.findByPk(payment.tenantId, { attributes: ['id', 'isActive'] }),
  ]);
  return event && invitee && tenant ? { payment, event, invitee, tenant } : null;
}

/**
 * Sends the thank-you of a payment once, or says (and logs) why not, and marks the payment thanked either way.
 * Provider outages throw, for a retry. Safe to run twice (its workflow and the sweep may both reach a payment).
 */
export async function thankForPayment(deps: SendDeps, paymentId: number): Promise<PaymentThanksOutcome> {
  const target = await thanksTarget(paymentId);
  const skip = async (reason: string): Promise<PaymentThanksOutcome> => {
    deps.logger.info({ paymentId, tenantId: target?.payment.tenantId, reason }, 'payment thank-you SMS skipped');
    await markPaymentThanked(deps.sequelize, paymentId);
    return 'skipped';
  };
  if (!target) return skip('The payment, its event or its invitee no longer exists.');
  const { payment, event, invitee, tenant } = target;
  if (!event.autoPaymentSms) return skip('The event does not thank payers by SMS.');
  if (!tenant.isActive) return skip('The organization is inactive.');
  try {
    await sendSmsFromWorker(deps, {
      tenantId: payment.tenantId,
      userId: payment.recordedBy,
      to: invitee.phone,
      contactId: invitee.contactId,
      text: paymentThanksText(invitee.name, payment.amount, event.name, await paidUpTo(payment), invitee.pledgeAmount),
      originKey: paymentThanksOrigin(payment.id),
    });
    await markPaymentThanked(deps.sequelize, payment.id);
    return 'sent';
  } catch (err) {
    if (!(err instanceof InsufficientCreditsError)) throw err;
    return skip(`The balance (${err.balance} credits) did not cover the thank-you SMS (${err.required} credits).`);
  }
}

/**
 * Thanks up to 50 payments whose thank-you is overdue (the process that recorded them died before starting its
 * workflow), each once; returns how many it handled, so the sweep goes on while there are more.
 */
export async function thankOverduePayments(deps: SendDeps): Promise<number> {
  const due = await overduePaymentThanks(deps.sequelize, OVERDUE_AFTER_MINUTES, PAYMENTS_PER_SWEEP);
  for (const paymentId of due) await thankForPayment(deps, paymentId);
  if (due.length > 0) deps.logger.info({ payments: due.length }, 'overdue payment thank-yous handled');
  return due.length;
}
