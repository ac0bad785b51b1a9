import * as yup from 'yup';

/** PATCH /settings: the sender ID follows the gateway rule (alphanumeric, at most 11 characters); null clears it. */
export const updateSettingsSchema = yup.object({
  sender_id: yup.string().trim().nullable()
    .transform((value: string | null) => (value === '' ? null : value))
    .matches(/^[A-Za-z0-9]{1,11}$/, 'The sender id must be 1 to 11 letters or digits.'),
  birthday_wishes_enabled: yup.boolean().typeError('The birthday wishes enabled field must be true or false.'),
  birthday_template: yup.string().nullable()
    .transform((value: string | null) => (typeof value === 'string' && value.trim() === '' ? null : value))
    .max(4000, 'The birthday template may not be greater than 4000 characters.'),
});
export type UpdateSettingsInput = yup.InferType<typeof updateSettingsSchema>;
