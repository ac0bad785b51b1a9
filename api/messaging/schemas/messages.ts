import * as yup from 'yup';
import { bodyContract } from '../../http/middleware/validate';
import { paginationFields } from '../../http/pagination';
import { MESSAGE_STATUSES } from '../../../domain/messaging/sms-status';
import { parseIsoDate } from '../../../domain/calendar/dar-calendar';
import { idListField } from '../../contacts/schemas';

/** An empty query parameter (`?status=`) is no filter. */
const emptyAsAbsent = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** A Dar es Salaam calendar day, `YYYY-MM-DD`, that exists (no 2026-02-30). */
const day = (field: string) =>
  yup
    .string()
    .transform(emptyAsAbsent)
    .trim()
    .matches(/^\d{4}-\d{2}-\d{2}$/, `The ${field} must be a date (YYYY-MM-DD).`)
    .test('real-date', `The ${field} must be a valid date.`, (v) => !v || parseIsoDate(v) !== null);

export const listMessagesQuery = yup.object({
  ...paginationFields,
  status: yup
    .string()
    .transform(emptyAsAbsent)
    .trim()
    .oneOf([...MESSAGE_STATUSES], 'The selected status is invalid.'),
  search: yup.string().trim().max(200, 'The search may not be greater than 200 characters.'),
  batch_id: yup
    .number()
    .transform((v, raw) => (emptyAsAbsent(raw) === undefined ? undefined : v))
    .typeError('The batch id must be an integer.')
    .integer('The batch id must be an integer.')
    .min(1, 'The batch id must be a positive integer.')
    .max(2_147_483_647, 'The batch id is invalid.'),
  date_from: day('date from'),
  date_to: day('date to').test(
    'after-from',
    'The date to must be a date after or equal to date from.',
    function afterFrom(v) {
      const from = (this.parent as { date_from?: string }).date_from;
      return !v || !from || v >= from;
    },
  ),
});
export type ListMessagesQuery = yup.InferType<typeof listMessagesQuery>;

/** Message ids are bigint. */
export const deleteMessagesSchema = yup.object({
  ids: idListField('ids', { maxItems: 1000, maxId: Number.MAX_SAFE_INTEGER }),
});
/** The ids once each. */
export const deleteMessagesBody = bodyContract(deleteMessagesSchema, (body) => ({ ids: [...new Set(body.ids)] }));

/** `limit` of the gateway listings. */
const gatewayLimit = () =>
  yup
    .number()
    .typeError('The limit must be an integer.')
    .integer('The limit must be an integer.')
    .min(1)
    .max(1000)
    .default(25);

export const deliveryReportsQuery = yup.object({
  messageId: yup.string().trim().max(64),
  limit: gatewayLimit(),
});

export const smsLogsQuery = yup.object({
  to: yup.string().trim().max(20),
  limit: gatewayLimit(),
  offset: yup
    .number()
    .typeError('The offset must be an integer.')
    .integer('The offset must be an integer.')
    .min(0)
    .max(100_000)
    .default(0),
});
