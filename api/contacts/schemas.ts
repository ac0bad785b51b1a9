import * as yup from 'yup';
import { bodyContract } from '../http/middleware/validate';
import { phoneField } from '../accounts/schemas/auth';
import { paginationFields } from '../http/pagination';
import { darDate, parseIsoDate } from '../../domain/calendar/dar-calendar';

const BIRTH_DATE_MESSAGE = 'The birth date must be a date in the form YYYY-MM-DD, not in the future.';

/** A real `YYYY-MM-DD` day from 1900 to today (Dar es Salaam); null clears it. */
export const birthDateField = () =>
  yup
    .string()
    .trim()
    .nullable()
    .transform((value: string | null) => (value === '' ? null : value))
    .test('birth-date', BIRTH_DATE_MESSAGE, (value) => {
      if (value === null || value === undefined) return true;
      const parsed = parseIsoDate(value);
      return parsed !== null && parsed.year >= 1900 && value <= darDate(new Date());
    });

const name = () => yup.string().trim().max(255, 'The name may not be greater than 255 characters.');
const email = () =>
  yup
    .string()
    .trim()
    .lowercase()
    .nullable()
    .transform((value: string | null) => (value === '' ? null : value))
    .max(255, 'The email may not be greater than 255 characters.')
    .email('The email must be a valid email address.');

export const createContactSchema = yup.object({
  name: name().required('The name field is required.'),
  phone: phoneField().required('The phone field is required.'),
  email: email(),
  birth_date: birthDateField(),
});
export const createContactBody = bodyContract(createContactSchema, (body) => ({
  name: body.name,
  phone: body.phone,
  email: body.email ?? null,
  birthDate: body.birth_date ?? null,
}));

export const updateContactSchema = yup.object({
  name: name().min(1, 'The name may not be empty.'),
  phone: phoneField(),
  email: email(),
  birth_date: birthDateField(),
});
/** Only the fields sent: an empty body changes nothing. */
export const updateContactBody = bodyContract(updateContactSchema, (body) => ({
  ...(body.name !== undefined ? { name: body.name } : {}),
  ...(body.phone !== undefined ? { phone: body.phone } : {}),
  ...(body.email !== undefined ? { email: body.email } : {}),
  ...(body.birth_date !== undefined ? { birthDate: body.birth_date } : {}),
}));

export const listContactsQuery = yup.object({ ...paginationFields, search: yup.string().trim().max(255) });

/** `{ids: [...]}` of bulk deletes and of group membership changes; `maxId` is the id column's range (int4 by default). */
export const idListField = (field: string, { maxItems = 10_000, maxId = 2_147_483_647 } = {}) =>
  yup
    .array(
      yup
        .number()
        .typeError(`Each ${field} entry must be an integer.`)
        .integer(`Each ${field} entry must be an integer.`)
        .min(1, `Each ${field} entry must be a positive integer.`)
        .max(maxId, `Each ${field} entry is out of range.`)
        .required(),
    )
    .typeError(`The ${field} must be an array of integers.`)
    .required(`The ${field} field is required.`)
    .min(1, `The ${field} must contain at least one id.`)
    .max(maxItems, `The ${field} may not contain more than ${maxItems} ids.`);

export const bulkDeleteContactsSchema = yup.object({ ids: idListField('ids') });
export const bulkDeleteContactsBody = bodyContract(bulkDeleteContactsSchema, (body) => ({ ids: body.ids }));
