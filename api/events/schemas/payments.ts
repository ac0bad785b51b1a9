import * as yup from 'yup';
import { paginationFields } from '../../http/pagination';
import { darDate } from '../../../domain/calendar/dar-calendar';
import { PAYMENT_METHODS } from '../../../domain/events/vocabulary';
import { amountField, enumField, idField, isoDateField, optionalText } from './fields';

/** A payment's day: a real date, not after today in Dar es Salaam. */
const paymentDate = () => isoDateField('payment date').nonNullable('The payment date may not be empty.')
  .test('not-future', 'The payment date may not be in the future.', (value) => value === undefined || value <= darDate(new Date()));

export const createPaymentSchema = yup.object({
  event_invitee_id: idField('event invitee id').required('The event invitee id field is required.'),
  amount: amountField('amount', 1).required('The amount field is required.'),
  payment_date: paymentDate().required('The payment date field is required.'),
  payment_method: enumField('payment method', PAYMENT_METHODS).default('cash'),
  reference: optionalText('reference', 255),
  notes: optionalText('notes', 2000),
});
export type CreatePaymentInput = yup.InferType<typeof createPaymentSchema>;

export const updatePaymentSchema = yup.object({
  event_invitee_id: idField('event invitee id'),
  amount: amountField('amount', 1),
  payment_date: paymentDate(),
  payment_method: enumField('payment method', PAYMENT_METHODS),
  reference: optionalText('reference', 255),
  notes: optionalText('notes', 2000),
});
export type UpdatePaymentInput = yup.InferType<typeof updatePaymentSchema>;

export const listPaymentsQuery = yup.object({ ...paginationFields });
