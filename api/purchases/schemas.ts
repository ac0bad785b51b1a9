import * as yup from 'yup';
import { phoneField } from '../accounts/schemas/auth';
import { bodyContract } from '../http/middleware/validate';
import { paginationFields } from '../http/pagination';
import { MAXIMUM_QUANTITY, MINIMUM_QUANTITY } from '../../db/purchases/purchase-requests';
import type { CreditChannel } from '../../db/models';
import { PURCHASE_STATUSES } from '../../db/models/Purchase';

const channelField = () =>
  yup
    .string()
    .trim()
    .lowercase()
    .oneOf(['sms', 'chat'] as const, 'The channel must be sms or chat.')
    .default('sms');

/** Credits to buy; the minimum depends on the channel (100 SMS, 10 chat credits). */
const quantityField = () =>
  yup
    .number()
    .typeError('The sms quantity must be an integer.')
    .required('The sms quantity field is required.')
    .integer('The sms quantity must be an integer.')
    .min(1, 'The sms quantity must be a positive integer.')
    .max(MAXIMUM_QUANTITY, `The sms quantity may not be greater than ${MAXIMUM_QUANTITY}.`)
    .test('channel-minimum', function (value) {
      const channel = (this.parent as { channel?: CreditChannel }).channel === 'chat' ? 'chat' : 'sms';
      const minimum = MINIMUM_QUANTITY[channel];
      if (value === undefined || value < 1 || value >= minimum) return true;
      return this.createError({
        message: `The sms quantity must be at least ${minimum}${channel === 'chat' ? ' for chat credits' : ''}.`,
      });
    });

export const manualPurchaseSchema = yup.object({
  channel: channelField(),
  sms_quantity: quantityField(),
  transaction_reference: yup
    .string()
    .trim()
    .required('The transaction reference field is required.')
    .max(100, 'The transaction reference may not be greater than 100 characters.'),
  payer_phone: phoneField().required('The payer phone field is required.'),
});
export const manualPurchaseBody = bodyContract(manualPurchaseSchema, (input) => ({
  channel: input.channel,
  quantity: input.sms_quantity,
  transactionReference: input.transaction_reference,
  payerPhone: input.payer_phone,
}));

export const onlinePurchaseSchema = yup.object({
  channel: channelField(),
  sms_quantity: quantityField(),
});
export const onlinePurchaseBody = bodyContract(onlinePurchaseSchema, (input) => ({
  channel: input.channel,
  quantity: input.sms_quantity,
}));

export const listPurchasesQuery = yup.object({
  ...paginationFields,
  status: yup.string().oneOf(PURCHASE_STATUSES, 'The status is not a purchase status.'),
  channel: yup.string().oneOf(['sms', 'chat'] as const, 'The channel must be sms or chat.'),
});

/**
 * The query the provider sends the payer back with, and the page's language. Documentation only: the page reads it
 * leniently (an unknown language is Kiswahili, a missing or unknown id the "not found" page), never a JSON 422.
 */
export const returnPageQuery = yup.object({
  OrderTrackingId: yup.string().max(100),
  OrderMerchantReference: yup.string().max(100),
  lang: yup.string().oneOf(['sw', 'en']).default('sw'),
});
