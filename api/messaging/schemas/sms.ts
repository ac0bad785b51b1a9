import * as yup from 'yup';
import { bodyContract } from '../../http/middleware/validate';
import { phoneField } from '../../accounts/schemas/auth';
import { userDateTimeField } from '../../http/date-time-field';

export const MAX_TEXT_LENGTH = 4000;
/** Items of one bulk request (the JSON body limit of 1 MB is reached around here anyway). */
export const MAX_BULK_MESSAGES = 10_000;

const text = () =>
  yup.string().trim().max(MAX_TEXT_LENGTH, `The text may not be greater than ${MAX_TEXT_LENGTH} characters.`);
const id = (field: string) =>
  yup
    .number()
    .typeError(`The ${field} must be an integer.`)
    .integer(`The ${field} must be an integer.`)
    .positive(`The ${field} must be a positive integer.`)
    .max(2_147_483_647, `The ${field} is invalid.`);
const requiredUnlessTemplate = (s: yup.StringSchema) =>
  s.when('template_id', {
    is: (v: unknown) => v === undefined || v === null,
    then: (t) => t.required('The text field is required when template id is not present.'),
  });

/** A future instant (an ISO 8601 datetime; a zone-less one is Dar es Salaam time). */
export const scheduledAt = () =>
  userDateTimeField('scheduled at').test(
    'future',
    'The scheduled at must be a date in the future.',
    (v) => v === undefined || v === null || v.getTime() > Date.now(),
  );

/** `normalize: true` sends the text (or template) with its GSM-7 look-alikes replaced (domain/messaging/gsm7-normalizer.ts). */
const normalize = () => yup.boolean().typeError('The normalize field must be true or false.');

export const sendSmsSchema = yup.object({
  to: phoneField().required('The to field is required.'),
  text: requiredUnlessTemplate(text()),
  contact_id: id('contact id'),
  template_id: id('template id'),
  scheduled_at: scheduledAt(),
  normalize: normalize(),
});
export type SendSmsInput = yup.InferType<typeof sendSmsSchema>;

/** One item of a bulk send (api/messaging/schemas/bulk-body.ts validates valid lists of them without yup, to the same result). */
export const bulkItemSchema = yup.object({
  to: phoneField().required('The to field is required.'),
  text: text(),
  contact_id: id('contact id'),
});

export const sendBulkSchema = yup.object({
  messages: yup
    .array()
    .of(bulkItemSchema)
    .required('The messages field is required.')
    .min(1, 'The messages must have at least 1 item.')
    .max(MAX_BULK_MESSAGES, `The messages may not have more than ${MAX_BULK_MESSAGES} items.`),
  template_id: id('template id'),
  scheduled_at: scheduledAt(),
  normalize: normalize(),
  /** `skip`: the valid items are sent and the others answered in `rejected` (bulk-body.ts); `refuse` (default): one refuses all. */
  invalid: yup
    .string()
    .oneOf(['skip', 'refuse'], 'The invalid field must be skip or refuse.')
    .nonNullable('The invalid field must be skip or refuse.'),
});
export type SendBulkInput = yup.InferType<typeof sendBulkSchema>;

export const sendGroupSchema = yup.object({
  text: requiredUnlessTemplate(text()),
  template_id: id('template id'),
  scheduled_at: scheduledAt(),
  normalize: normalize(),
});
export const sendGroupBody = bodyContract(sendGroupSchema, (body) => ({
  text: body.text,
  templateId: body.template_id,
  scheduledAt: body.scheduled_at ?? null,
  normalize: body.normalize,
}));

const AUDIENCE_FIELDS = ['to', 'numbers', 'group_id'] as const;

/** The cost preview: a text or template, and at most one audience (a number, a list of numbers or a group). */
export const previewSmsSchema = yup
  .object({
    text: requiredUnlessTemplate(text()),
    template_id: id('template id'),
    to: phoneField(),
    numbers: yup
      .array()
      .of(phoneField().required('Each number is required.'))
      .min(1, 'The numbers must have at least 1 item.')
      .max(MAX_BULK_MESSAGES, `The numbers may not have more than ${MAX_BULK_MESSAGES} items.`),
    group_id: id('group id'),
    normalize: normalize(),
  })
  .test('one-audience', function (value) {
    const given = AUDIENCE_FIELDS.filter((field) => value?.[field] !== undefined && value?.[field] !== null);
    if (given.length <= 1) return true;
    return this.createError({ path: given[1], message: 'Give only one of to, numbers or group_id.' });
  });
export const previewSmsBody = bodyContract(previewSmsSchema, (body) => ({
  text: body.text,
  templateId: body.template_id,
  to: body.to,
  numbers: body.numbers as string[] | undefined,
  groupId: body.group_id,
  normalize: body.normalize,
}));
