import * as yup from 'yup';
import { bodyContract } from '../http/middleware/validate';
import { paginationFields } from '../http/pagination';

const name = () => yup.string().trim().max(255, 'The name may not be greater than 255 characters.');
const body = () => yup.string().max(4000, 'The body may not be greater than 4000 characters.');

export const createTemplateSchema = yup.object({
  name: name().required('The name field is required.'),
  body: body().required('The body field is required.'),
});
export const createTemplateBody = bodyContract(createTemplateSchema, (input) => ({
  name: input.name,
  body: input.body,
}));

export const updateTemplateSchema = yup.object({
  name: name().min(1, 'The name may not be empty.'),
  body: body().min(1, 'The body may not be empty.'),
});
/** Only the fields sent: an empty body changes nothing. */
export const updateTemplateBody = bodyContract(updateTemplateSchema, (input) => ({
  ...(input.name !== undefined ? { name: input.name } : {}),
  ...(input.body !== undefined ? { body: input.body } : {}),
}));

export const listTemplatesQuery = yup.object({ ...paginationFields });
