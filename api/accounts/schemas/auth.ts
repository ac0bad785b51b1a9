import * as yup from 'yup';
import { INVALID_PHONE_MESSAGE, normalizeTanzanianPhone } from '../../../domain/contacts/phone';
import { newPasswordField } from './password';
import { bodyContract } from '../../http/middleware/validate';

/** A Tanzanian mobile number, cast to `255XXXXXXXXX` (invalid input stays as given and fails the test). */
export const phoneField = () =>
  yup
    .string()
    .trim()
    .transform((value: string) => normalizeTanzanianPhone(value) ?? value)
    .test(
      'tz-phone',
      INVALID_PHONE_MESSAGE,
      (value) => value === undefined || value === null || /^255\d{9}$/.test(value),
    );

const email = () => yup.string().trim().lowercase().max(255).email('The email must be a valid email address.');
const confirmation = (field: string) =>
  yup
    .string()
    .required(`The ${field} confirmation is required.`)
    .oneOf([yup.ref(field)], `The ${field} confirmation does not match.`);

export const registerSchema = yup.object({
  org_name: yup.string().trim().required('The org name field is required.').max(255),
  phone: phoneField().required('The phone field is required.'),
  name: yup.string().trim().required('The name field is required.').max(255),
  email: email().required('The email field is required.'),
  password: newPasswordField().required('The password field is required.'),
  password_confirmation: confirmation('password'),
});
export const registerBody = bodyContract(registerSchema, (input) => ({
  orgName: input.org_name,
  phone: input.phone,
  name: input.name,
  email: input.email,
  password: input.password,
}));

export const loginSchema = yup.object({
  email: yup.string().trim().lowercase().required('The email field is required.'),
  password: yup.string().required('The password field is required.'),
});
export const loginBody = bodyContract(loginSchema, (input) => ({ email: input.email, password: input.password }));

export const forgotPasswordSchema = yup.object({
  email: email().required('The email field is required.'),
});
export const forgotPasswordBody = bodyContract(forgotPasswordSchema, (input) => ({ email: input.email }));

export const resetPasswordSchema = yup.object({
  token: yup.string().trim().required('The token field is required.'),
  email: email().required('The email field is required.'),
  password: newPasswordField().required('The password field is required.'),
  password_confirmation: confirmation('password'),
});
export const resetPasswordBody = bodyContract(resetPasswordSchema, (input) => ({
  token: input.token,
  email: input.email,
  password: input.password,
}));

export const updateProfileSchema = yup.object({
  name: yup.string().trim().min(1, 'The name may not be empty.').max(255),
  email: email(),
  /** Required to change the password or the email (checked by the route, which knows the current email). */
  current_password: yup.string(),
  new_password: newPasswordField('new password'),
  new_password_confirmation: yup.string().when('new_password', {
    is: (v: unknown) => typeof v === 'string' && v.length > 0,
    then: (s) =>
      s
        .required('The new password confirmation is required.')
        .oneOf([yup.ref('new_password')], 'The new password confirmation does not match.'),
  }),
});
export const updateProfileBody = bodyContract(updateProfileSchema, (input) => ({
  name: input.name,
  email: input.email,
  currentPassword: input.current_password,
  newPassword: input.new_password,
}));
