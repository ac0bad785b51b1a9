import * as yup from 'yup';
import { bodyContract } from '../../http/middleware/validate';
import { paginationFields } from '../../http/pagination';
import { EVENT_STATUSES, EVENT_TYPES } from '../../../domain/events/vocabulary';
import {
  amountField,
  booleanField,
  clockTimeField,
  enumField,
  httpsUrlField,
  isoDateField,
  optionalText,
  ussdCodeField,
} from './fields';
import {
  MAX_MOBILE_MONEY_ENTRIES,
  MOBILE_MONEY_NUMBER,
  MOBILE_MONEY_PROVIDERS,
} from '../../../domain/events/mobile-money';

/** Up to MAX_MOBILE_MONEY_ENTRIES till numbers, each {provider, number, name}; null is none. */
const mobileMoneyField = () =>
  yup
    .array(
      yup.object({
        provider: enumField('provider', MOBILE_MONEY_PROVIDERS).required('The provider field is required.'),
        number: yup
          .string()
          .transform((value: unknown) => (typeof value === 'string' ? value.replace(/[\s-]/g, '') : value))
          .required('The number field is required.')
          .matches(MOBILE_MONEY_NUMBER, 'The number must be 5 to 15 digits (a till, business or phone number).'),
        name: yup
          .string()
          .trim()
          .required('The name field is required.')
          .max(100, 'The name may not be greater than 100 characters.'),
      }),
    )
    .nullable()
    .transform((value: unknown[] | null) => value ?? [])
    .max(MAX_MOBILE_MONEY_ENTRIES, `The mobile money may not have more than ${MAX_MOBILE_MONEY_ENTRIES} numbers.`);

const name = () => yup.string().trim().max(255, 'The name may not be greater than 255 characters.');

/** Every event field but `name`, `type` and `event_date` (whose presence differs between create and update). */
const optionalEventFields = {
  description: optionalText('description', 2000),
  venue: optionalText('venue', 255),
  starts_at: clockTimeField('starts at'),
  ends_at: clockTimeField('ends at'),
  location_url: httpsUrlField('location url'),
  target_amount: amountField('target amount', 0).nullable(),
  status: enumField('status', EVENT_STATUSES),
  public_message: optionalText('public message', 2000),
  ussd_code: ussdCodeField(),
  bank_name: optionalText('bank name', 255),
  bank_account_number: optionalText('bank account number', 100),
  bank_account_name: optionalText('bank account name', 255),
  mobile_money: mobileMoneyField(),
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
    ...(input.starts_at !== undefined ? { startsAt: input.starts_at } : {}),
    ...(input.ends_at !== undefined ? { endsAt: input.ends_at } : {}),
    ...(input.location_url !== undefined ? { locationUrl: input.location_url } : {}),
    ...(input.target_amount !== undefined ? { targetAmount: input.target_amount } : {}),
    ...(input.status !== undefined ? { status: input.status } : {}),
    ...(input.public_message !== undefined ? { publicMessage: input.public_message } : {}),
    ...(input.ussd_code !== undefined ? { ussdCode: input.ussd_code } : {}),
    ...(input.bank_name !== undefined ? { bankName: input.bank_name } : {}),
    ...(input.bank_account_number !== undefined ? { bankAccountNumber: input.bank_account_number } : {}),
    ...(input.bank_account_name !== undefined ? { bankAccountName: input.bank_account_name } : {}),
    ...(input.mobile_money !== undefined ? { mobileMoney: input.mobile_money ?? [] } : {}),
    ...(input.pledge_deadline !== undefined ? { pledgeDeadline: input.pledge_deadline } : {}),
    ...(input.auto_payment_sms !== undefined ? { autoPaymentSms: input.auto_payment_sms } : {}),
    ...(input.public_page !== undefined ? { publicPage: input.public_page } : {}),
  };
}
