import * as yup from 'yup';
import { isKnownPermission } from '../../../domain/accounts/permissions';
import { paginationFields } from '../../http/pagination';
import { bodyContract } from '../../http/middleware/validate';
import { userDateTimeField } from '../../http/date-time-field';

/** `POST /api-keys`: a name to tell it apart, the permissions it holds (a subset of the creator's), when it expires. */
export const createApiKeySchema = yup.object({
  name: yup
    .string()
    .trim()
    .required('The name field is required.')
    .max(255, 'The name may not be greater than 255 characters.'),
  permissions: yup
    .array(yup.string().required('A permission may not be empty.'))
    .required('The permissions field is required.')
    .min(1, 'Choose at least one permission.')
    .test('known-permissions', function (values) {
      const unknown = (values ?? []).filter((p) => typeof p === 'string' && !isKnownPermission(p));
      return unknown.length === 0
        ? true
        : this.createError({ message: `Unknown permission(s): ${unknown.join(', ')}.` });
    }),
  expires_at: userDateTimeField('expires at').test(
    'in-the-future',
    'The expires at must be a date in the future.',
    (value) => value === null || value === undefined || value.getTime() > Date.now(),
  ),
});
export const createApiKeyBody = bodyContract(createApiKeySchema, (input) => ({
  name: input.name,
  permissions: input.permissions,
  expiresAt: input.expires_at ?? null,
}));

export const listApiKeysQuery = yup.object({ ...paginationFields });
