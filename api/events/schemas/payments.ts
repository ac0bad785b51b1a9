import * as yup from 'yup';
import { bodyContract } from '../../http/middleware/validate';
import { paginationFields } from '../../http/pagination';
import { darDate } from '../../../domain/calendar/dar-calendar';
import { PAYMENT_METHODS } from '../../../domain/events/vocabulary';
import { amountField, enumField, idField, isoDateField, optionalText } from './fields';

/** A payment's day: a real date, not after today in Dar es Salaam. */
const paymentDate = () =>
  isoDateField('payment date')
    .nonNullable('The payment date may not be empty.')
    .test(
      'not-future',
      'The payment date may not be in the future.',
      (value) => value === undefined || value <= darDate(new Date()),
    );

export const createPaymentSchema = yup.object({
  event_invitee_id: idField('event invitee id').required('The event invitee id field is required.'),
  amount: amountField('amount', 1).required('The amount field is required.'),
  payment_date: paymentDate().required('The payment date field is required.'),
  payment_method: enumField('payment method', PAYMENT_METHODS).default('cash'),
  reference: optionalText('reference', 255),
  notes: optionalText('notes', 2000),
});
export const createPaymentBody = bodyContract(createPaymentSchema, (body) => ({
  eventInviteeId: body.event_invitee_id,
  amount: body.amount,
  paymentDate: body.payment_date,
  paymentMethod: body.payment_method,
  reference: body.reference ?? null,
  notes: body.notes ?? null,
}));

export const updatePaymentSchema = yup.object({
  event_invitee_id: idField('event invitee id'),
  amount: amountField('amount', 1),
  payment_date: paymentDate(),
  payment_method: enumField('payment method', PAYMENT_METHODS),
  reference: optionalText('reference', 255),
  notes: optionalText('notes', 2000),
});
/** Only the fields sent: an empty body changes nothing. */
export const updatePaymentBody = bodyContract(updatePaymentSchema, (body) => ({
  ...(body.event_invitee_id !== undefined ? { eventInviteeId: body.event_invitee_id } : {}),
  ...(body.amount !== undefined ? { amount: body.amount } : {}),
  ...(body.payment_date !== undefined ? { paymentDate: body.payment_date } : {}),
  ...(body.payment_method !== undefined ? { paymentMethod: body.payment_method } : {}),
  ...(body.reference !== undefined ? { reference: body.reference } : {}),
  ...(body.notes !== undefined ? { notes: body.notes } : {}),
}));

export const listPaymentsQuery = yup.object({ ...paginationFields });
