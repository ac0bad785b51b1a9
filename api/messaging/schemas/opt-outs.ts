import * as yup from 'yup';
import { bodyContract } from '../../http/middleware/validate';
import { paginationFields } from '../../http/pagination';
import { phoneField } from '../../accounts/schemas/auth';

/** An empty query parameter (`?channel=`) is no filter. */
const emptyAsAbsent = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** `sms`, `chat`, or `all` for the entries that stop every channel. */
const channelFilter = () =>
  yup.string().transform(emptyAsAbsent).trim().oneOf(['sms', 'chat', 'all'], 'The channel must be sms, chat or all.');

export const listOptOutsQuery = yup.object({
  ...paginationFields,
  phone: yup
    .string()
    .transform(emptyAsAbsent)
    .trim()
    .max(20, 'The phone may not be greater than 20 characters.')
    .matches(/^\+?[\d\s\-().]+$/, 'The phone filter may only hold digits, spaces, +, -, ( and ).'),
  channel: channelFilter(),
});
export type ListOptOutsQuery = yup.InferType<typeof listOptOutsQuery>;

/** `channel` omitted or null: every channel. */
export const createOptOutSchema = yup.object({
  phone: phoneField().required('The phone field is required.'),
  channel: yup
    .string()
    .nullable()
    .oneOf(['sms', 'chat', null], 'The channel must be sms, chat or null (every channel).'),
});
/** `channel` null: every channel. */
export const createOptOutBody = bodyContract(createOptOutSchema, (body) => ({
  phone: body.phone,
  channel: (body.channel ?? null) as 'sms' | 'chat' | null,
}));

/** `DELETE /opt-outs/{phone}?channel=`: only that entry; omitted: every entry of the number. */
export const deleteOptOutQuery = yup.object({ channel: channelFilter() });
