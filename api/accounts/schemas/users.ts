import * as yup from 'yup';
import { isKnownPermission } from '../../http/auth/permissions';
import { paginationFields } from '../../http/pagination';
import { newPasswordField } from './password';

const permissionsField = () =>
  yup.array(yup.string().required())
    .test('known-permissions', function (values) {
      const unknown = (values ?? []).filter((p) => typeof p === 'string' && !isKnownPermission(p));
      return unknown.length === 0 ? true : this.createError({ message: `Unknown permission(s): ${unknown.join(', ')}.` });
    });

const role = () => yup.string().oneOf(['admin', 'member'], 'The role must be admin or member.');

export const createUserSchema = yup.object({
  name: yup.string().trim().required('The name field is required.').max(255),
  email: yup.string().trim().lowercase().required('The email field is required.').email('The email must be a valid email address.').max(255),
  password: newPasswordField().required('The password field is required.'),
  role: role().default('member'),
  permissions: permissionsField().default([]),
});
export type CreateUserInput = yup.InferType<typeof createUserSchema>;

export const updateUserSchema = yup.object({
  name: yup.string().trim().min(1).max(255),
  email: yup.string().trim().lowercase().email('The email must be a valid email address.').max(255),
  role: role(),
  permissions: permissionsField(),
});
export type UpdateUserInput = yup.InferType<typeof updateUserSchema>;

export const listUsersQuery = yup.object({ ...paginationFields, search: yup.string().trim().max(255) });
