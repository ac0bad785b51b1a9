import * as yup from 'yup';
import { bodyContract } from '../../http/middleware/validate';
import { phoneField } from '../../accounts/schemas/auth';
import { idField } from '../../events/schemas/fields';
import { paginationFields } from '../../http/pagination';
import { MAX_BULK_MESSAGES, scheduledAt } from './sms';
import { CHAT_MESSAGE_STATUSES } from '../../../domain/chat/chat-status';

/** The provider refuses longer parameters, empty ones, line breaks, tabs and more than 4 spaces in a row (132018). */
export const MAX_CHAT_VARIABLE = 1024;
export const MAX_CHAT_VARIABLES = 20;

/** One template variable, checked as the provider checks it, so a send is refused here rather than refunded later. */
export const chatVariableField = (label: string) =>
  yup
    .string()
    .trim()
    .min(1, `The ${label} may not be empty.`)
    .max(MAX_CHAT_VARIABLE, `The ${label} may not be greater than ${MAX_CHAT_VARIABLE} characters.`)
    .test(
      'one-line',
      `The ${label} may not hold line breaks, tabs or more than 4 spaces in a row.`,
      (v) => !v || !/[\n\r\t]| {5}/.test(v),
    );

const chatFields = {
  chat_template_id: idField('chat template id'),
  template: yup.string().trim().max(512, 'The template may not be greater than 512 characters.'),
  language: yup
    .string()
    .trim()
    .matches(/^[a-z]{2,3}(_[A-Z]{2})?$/, 'The language must be a language code such as sw, en or en_US.'),
  variables: yup
    .array(chatVariableField('variable').required('Each variable must be a text.'))
    .max(MAX_CHAT_VARIABLES, `The variables may not have more than ${MAX_CHAT_VARIABLES} items.`),
  text: chatVariableField('text'),
  button_url_param: yup
    .string()
    .trim()
    .min(1, 'The button url param may not be empty.')
    .max(512, 'The button url param may not be greater than 512 characters.')
    .matches(/^\S+$/, 'The button url param may not hold spaces.'),
  scheduled_at: scheduledAt(),
};

/** Which template: `chat_template_id`, or `template` (+ `language`), exactly one of them. */
function oneTemplateChoice(
  this: yup.TestContext,
  value: { chat_template_id?: number; template?: string; language?: string },
) {
  if (value.chat_template_id && value.template)
    return this.createError({ path: 'template', message: 'Give either chat_template_id or template, not both.' });
  if (!value.chat_template_id && !value.template)
    return this.createError({
      path: 'chat_template_id',
      message: 'The chat template id field is required when template is not present.',
    });
  if (value.chat_template_id && value.language)
    return this.createError({ path: 'language', message: 'The language is only used with template.' });
  return true;
}

export const chatSendSchema = yup
  .object({
    to: phoneField().required('The to field is required.'),
    ...chatFields,
  })
  .test('template-choice', '', oneTemplateChoice);
export type ChatSendInput = yup.InferType<typeof chatSendSchema>;

export const chatSendBulkSchema = yup
  .object({
    numbers: yup
      .array(phoneField().required('Each number is required.'))
      .required('The numbers field is required.')
      .min(1, 'The numbers must have at least 1 item.')
      .max(MAX_BULK_MESSAGES, `The numbers may not have more than ${MAX_BULK_MESSAGES} items.`),
    ...chatFields,
  })
  .test('template-choice', '', oneTemplateChoice);

/** The body's template fields as the chat send use-case takes them. */
const chatRequestOf = (body: Omit<ChatSendInput, 'to'>) => ({
  chatTemplateId: body.chat_template_id,
  template: body.template,
  language: body.language,
  variables: body.variables,
  text: body.text,
  buttonUrlParam: body.button_url_param,
  scheduledAt: body.scheduled_at ?? null,
});
export const chatSendBody = bodyContract(chatSendSchema, (body) => ({
  ...chatRequestOf(body),
  kind: 'single' as const,
  numbers: [body.to],
}));
export const chatSendBulkBody = bodyContract(chatSendBulkSchema, (body) => ({
  ...chatRequestOf(body),
  kind: 'bulk' as const,
  numbers: body.numbers,
}));

/** An empty query parameter (`?status=`) is no filter. */
const emptyAsAbsent = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

export const listChatMessagesQuery = yup.object({
  ...paginationFields,
  status: yup
    .string()
    .transform(emptyAsAbsent)
    .trim()
    .oneOf([...CHAT_MESSAGE_STATUSES], `The status must be one of: ${CHAT_MESSAGE_STATUSES.join(', ')}.`),
  batch_id: yup
    .number()
    .transform((v, raw) => (emptyAsAbsent(raw) === undefined ? undefined : v))
    .typeError('The batch id must be an integer.')
    .integer('The batch id must be an integer.')
    .min(1, 'The batch id must be a positive integer.')
    .max(2_147_483_647, 'The batch id is invalid.'),
});
export type ListChatMessagesQuery = yup.InferType<typeof listChatMessagesQuery>;
