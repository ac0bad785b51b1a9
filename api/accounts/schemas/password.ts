import * as yup from 'yup';
import { dictionary } from '@zxcvbn-ts/language-common';

/** Fewer characters than this are refused for every new password. */
export const PASSWORD_MIN_LENGTH = 10;

// The ~49k most common passwords of the zxcvbn-ts project (maintained on npm), compared case-insensitively.
const COMMON_PASSWORDS = new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));

/** True when the password is one of the most common ones (case-insensitive). */
export const isCommonPassword = (password: string): boolean => COMMON_PASSWORDS.has(password.toLowerCase());

/**
 * A password being set (register, reset, profile, new user): at least 10 characters, not only spaces, not a common
 * password. Login never uses it, so accounts made under the old rule still log in.
 */
export const newPasswordField = (label = 'password') =>
  yup
    .string()
    .min(PASSWORD_MIN_LENGTH, `The ${label} must be at least ${PASSWORD_MIN_LENGTH} characters.`)
    .max(200, `The ${label} may not be greater than 200 characters.`)
    .test(
      'not-blank',
      `The ${label} may not consist of spaces only.`,
      (value) => value === undefined || value.trim() !== '',
    )
    .test('not-common', 'This password is too common.', (value) => value === undefined || !isCommonPassword(value));
