import * as yup from 'yup';
import { bodyContract } from '../http/middleware/validate';
import { idListField } from '../contacts/schemas';
import { paginationFields } from '../http/pagination';

const description = () =>
  yup.string().trim().nullable().max(2000, 'The description may not be greater than 2000 characters.');

export const createGroupSchema = yup.object({
  name: yup
    .string()
    .trim()
    .required('The name field is required.')
    .max(255, 'The name may not be greater than 255 characters.'),
  description: description(),
});
export const createGroupBody = bodyContract(createGroupSchema, (body) => ({
  name: body.name,
  description: body.description ?? null,
}));

export const updateGroupSchema = yup.object({
  name: yup
    .string()
    .trim()
    .min(1, 'The name may not be empty.')
    .max(255, 'The name may not be greater than 255 characters.'),
  description: description(),
});
/** Only the fields sent: an empty body changes nothing. */
export const updateGroupBody = bodyContract(updateGroupSchema, (body) => ({
  ...(body.name !== undefined ? { name: body.name } : {}),
  ...(body.description !== undefined ? { description: body.description } : {}),
}));

export const groupContactsSchema = yup.object({ contact_ids: idListField('contact_ids') });
/** The ids once each. */
export const groupContactsBody = bodyContract(groupContactsSchema, (body) => ({
  contactIds: [...new Set(body.contact_ids)],
}));

export const listGroupContactsQuery = yup.object({ ...paginationFields });
