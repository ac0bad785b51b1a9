import * as yup from 'yup';
import { bodyContract } from '../../http/middleware/validate';
import { paginationFields } from '../../http/pagination';
import { EVENT_STATUSES, EVENT_TYPES } from '../../../domain/events/vocabulary';
import { amountField, booleanField, enumField, isoDateField, optionalText, ussdCodeField } from './fields';

const name = () => yup.string().trim().max(255, 'The name may not be greater than 255 characters.');

/** Every event field but `name`, `type` and `event_date` (whose presence differs between create and update). */
const optionalEventFields = {
  description: optionalText('description', 2000),
  venue: optionalText('venue', 255),
  target_amount: amountField('target amount', 0).nullable(),
  status: enumField('status', EVENT_STATUSES),
  public_message: optionalText('public message', 2000),
  ussd_code: ussdCodeField(),
  bank_name: optionalText('bank name', 255),
  bank_account_number: optionalText('bank account number', 100),
  bank_account_name: optionalText('bank account name', 255),
  pledge_deadline: isoDateField('pledge deadline'),
  auto_payment_sms: booleanField('auto payment sms'),
  public_page: booleanField('public page'),
};

export const createEventSchema = yup.object({
  name: name().required('The name field is required.'),
  type: enumField('type', EVENT_TYPES).required('The type field is required.'),
  event_date: isoDateField('event date')
    .nonNullable('The event date field is required.')
    .required('The event date field is required.'),
  ...optionalEventFields,
});
export const createEventBody = bodyContract(createEventSchema, (body) => ({
  ...toEventAttributes(body),
  name: body.name,
  type: body.type,
  eventDate: body.event_date,
}));

export const updateEventSchema = yup.object({
  name: name().min(1, 'The name may not be empty.'),
  type: enumField('type', EVENT_TYPES),
  event_date: isoDateField('event date').nonNullable('The event date may not be empty.'),
  ...optionalEventFields,
});
export type UpdateEventInput = yup.InferType<typeof updateEventSchema>;
/** Only the fields sent: an empty body changes nothing. */
export const updateEventBody = bodyContract(updateEventSchema, (body) => toEventAttributes(body));

export const listEventsQuery = yup.object({
  ...paginationFields,
  search: yup.string().trim().max(255),
  status: enumField('status', EVENT_STATUSES).transform((value: unknown) => (value === '' ? undefined : value)),
});
export type ListEventsQuery = yup.InferType<typeof listEventsQuery>;

/** The model attributes a create or update body sets (only the fields it carries). */
export function toEventAttributes(input: UpdateEventInput) {
  return {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.type !== undefined ? { type: input.type } : {}),
    ...(input.event_date !== undefined ? { eventDate: input.event_date } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(input.venue !== undefined ? { venue: input.venue } : {}),
    ...(input.target_amount !== undefined ? { targetAmount: input.target_amount } : {}),
    ...(input.status !== undefined ? { status: input.status } : {}),
    ...(input.public_message !== undefined ? { publicMessage: input.public_message } : {}),
    ...(input.ussd_code !== undefined ? { ussdCode: input.ussd_code } : {}),
    ...(input.bank_name !== undefined ? { bankName: input.bank_name } : {}),
    ...(input.bank_account_number !== undefined ? { bankAccountNumber: input.bank_account_number } : {}),
    ...(input.bank_account_name !== undefined ? { bankAccountName: input.bank_account_name } : {}),
    ...(input.pledge_deadline !== undefined ? { pledgeDeadline: input.pledge_deadline } : {}),
    ...(input.auto_payment_sms !== undefined ? { autoPaymentSms: input.auto_payment_sms } : {}),
    ...(input.public_page !== undefined ? { publicPage: input.public_page } : {}),
  };
}
