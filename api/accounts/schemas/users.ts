import * as yup from 'yup';
import { isKnownPermission } from '../../../domain/accounts/permissions';
import { paginationFields } from '../../http/pagination';
import { bodyContract } from '../../http/middleware/validate';
import { newPasswordField } from './password';

const permissionsField = () =>
  yup.array(yup.string().required()).test('known-permissions', function (values) {
    const unknown = (values ?? []).filter((p) => typeof p === 'string' && !isKnownPermission(p));
    return unknown.length === 0 ? true : this.createError({ message: `Unknown permission(s): ${unknown.join(', ')}.` });
  });

const role = () => yup.string().oneOf(['admin', 'member'], 'The role must be admin or member.');

export const createUserSchema = yup.object({
  name: yup.string().trim().required('The name field is required.').max(255),
  email: yup
    .string()
    .trim()
    .lowercase()
    .required('The email field is required.')
    .email('The email must be a valid email address.')
    .max(255),
  password: newPasswordField().required('The password field is required.'),
  role: role().default('member'),
  permissions: permissionsField().default([]),
});
export const createUserBody = bodyContract(createUserSchema, (input) => ({
  name: input.name,
  email: input.email,
  password: input.password,
  role: input.role,
  permissions: input.permissions,
}));

export const updateUserSchema = yup.object({
  name: yup.string().trim().min(1).max(255),
  email: yup.string().trim().lowercase().email('The email must be a valid email address.').max(255),
  role: role(),
  permissions: permissionsField(),
});
/** Only the fields given (an empty name or email changes nothing). */
export const updateUserBody = bodyContract(updateUserSchema, (input) => ({
  ...(input.name ? { name: input.name } : {}),
  ...(input.email ? { email: input.email } : {}),
  ...(input.role ? { role: input.role } : {}),
  ...(input.permissions ? { permissions: input.permissions } : {}),
}));

export const listUsersQuery = yup.object({ ...paginationFields, search: yup.string().trim().max(255) });
