import * as yup from 'yup';
import { bodyContract } from '../../http/middleware/validate';
import {
  STAGE_CHANNELS,
  STAGE_FREQUENCIES,
  STAGE_STATUSES_ON_CREATE,
  STAGE_STATUSES_ON_UPDATE,
  STAGE_TYPES,
} from '../../../domain/events/vocabulary';
import { unknownPlaceholdersMessage } from '../../../domain/events/placeholders';
import { booleanField, enumField, idField, isoDateField } from './fields';
import { userDateTimeField } from '../../http/date-time-field';

export const MAX_STAGE_BODY = 4000;

const name = () => yup.string().trim().max(255, 'The name may not be greater than 255 characters.');
/** Only the stage placeholders: any other `{word}` would be sent, and billed, as written (domain/events/placeholders.ts). */
const knownPlaceholders = <S extends yup.Schema>(
  schema: S,
  label: string,
  textsOf: (value: NonNullable<yup.InferType<S>>) => string[],
): S =>
  schema.test('known-placeholders', function (value: yup.InferType<S>) {
    const message = value === undefined || value === null ? null : unknownPlaceholdersMessage(label, textsOf(value));
    return message === null || this.createError({ message });
  }) as S;

const body = () =>
  knownPlaceholders(
    yup
      .string()
      .max(MAX_STAGE_BODY, `The body may not be greater than ${MAX_STAGE_BODY} characters.`)
      .test('not-blank', 'The body may not be empty.', (value) => value === undefined || value.trim() !== ''),
    'body',
    (value) => [value],
  );
const channel = () => enumField('channel', STAGE_CHANNELS);
/** An ISO 8601 datetime; a zone-less one is Dar es Salaam time. */
const sendAt = () => userDateTimeField('send at');

/**
 * Chat-only fields may not be given (not null, not an empty list, not true) with an SMS channel. An update that does not
 * name the channel is checked against the stored stage by the use-case (use-cases/events/chat-stage.ts).
 */
const chatOnly = <S extends yup.Schema>(schema: S, label: string): S =>
  schema.test('chat-only', `The ${label} is only for chat stages.`, function (value: unknown) {
    const given =
      value !== undefined && value !== null && value !== false && !(Array.isArray(value) && value.length === 0);
    const channel = (this.parent as { channel?: string }).channel;
    return !given || channel === undefined || channel === 'chat';
  }) as S;

const optionalStageFields = {
  chat_template_id: chatOnly(idField('chat template id').nullable(), 'chat template id'),
  chat_variables: chatOnly(
    knownPlaceholders(
      yup
        .array(yup.string().max(1024, 'Each chat variable may not be greater than 1024 characters.').required())
        .max(20, 'The chat variables may not have more than 20 items.')
        .nullable(),
      'chat variables',
      (value) => value,
    ),
    'chat variables',
  ),
  sms_fallback: chatOnly(booleanField('sms fallback'), 'sms fallback'),
  send_at: sendAt(),
  end_at: isoDateField('end at'),
};

export const createStageSchema = yup.object({
  stage_type: enumField('stage type', STAGE_TYPES).required('The stage type field is required.'),
  name: name().required('The name field is required.'),
  body: body().required('The body field is required.'),
  channel: channel().default('sms'),
  frequency: enumField('frequency', STAGE_FREQUENCIES).default('once'),
  status: enumField('status', STAGE_STATUSES_ON_CREATE).default('draft'),
  ...optionalStageFields,
});

export const updateStageSchema = yup.object({
  stage_type: enumField('stage type', STAGE_TYPES),
  name: name().min(1, 'The name may not be empty.'),
  body: body(),
  channel: channel(),
  frequency: enumField('frequency', STAGE_FREQUENCIES),
  status: enumField('status', STAGE_STATUSES_ON_UPDATE),
  ...optionalStageFields,
});
export type UpdateStageInput = yup.InferType<typeof updateStageSchema>;

/**
 * The stage preview: a body as a stage would hold it, on a channel (a chat stage's template and variables checked as
 * on create), for the invitees of a stage type (default `custom`: every invitee who did not decline).
 */
export const previewStageSchema = yup.object({
  stage_type: enumField('stage type', STAGE_TYPES).default('custom'),
  body: body().required('The body field is required.'),
  channel: channel().default('sms'),
  chat_template_id: optionalStageFields.chat_template_id,
  chat_variables: optionalStageFields.chat_variables,
});

/** The model attributes a create or update body sets (only the fields it carries). */
export function toStageAttributes(input: UpdateStageInput) {
  return {
    ...(input.stage_type !== undefined ? { stageType: input.stage_type } : {}),
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.body !== undefined ? { body: input.body } : {}),
    ...(input.channel !== undefined ? { channel: input.channel } : {}),
    ...(input.frequency !== undefined ? { frequency: input.frequency } : {}),
    ...(input.status !== undefined ? { status: input.status } : {}),
    ...(input.chat_template_id !== undefined ? { chatTemplateId: input.chat_template_id } : {}),
    ...(input.chat_variables !== undefined ? { chatVariables: input.chat_variables } : {}),
    ...(input.sms_fallback !== undefined ? { smsFallback: input.sms_fallback } : {}),
    ...(input.send_at !== undefined ? { sendAt: input.send_at } : {}),
    ...(input.end_at !== undefined ? { endAt: input.end_at } : {}),
  };
}

export const createStageBody = bodyContract(createStageSchema, (body) => ({
  ...toStageAttributes(body),
  stageType: body.stage_type,
  name: body.name,
  body: body.body,
}));
/** Only the fields sent: an empty body changes nothing. */
export const updateStageBody = bodyContract(updateStageSchema, (body) => toStageAttributes(body));
export const previewStageBody = bodyContract(previewStageSchema, (body) => ({
  stageType: body.stage_type,
  channel: body.channel,
  body: body.body,
  chatTemplateId: body.chat_template_id,
  chatVariables: body.chat_variables,
}));
