import * as yup from 'yup';
import { senderNameField } from './sender-ids';

/** PATCH /settings: `sender_id` selects one of the tenant's approved sender ids (checked by the route); null or "" clears it. */
export const updateSettingsSchema = yup.object({
  sender_id: senderNameField().nullable()
    .transform((value: string | null) => (value === '' ? null : value)),
  birthday_wishes_enabled: yup.boolean().typeError('The birthday wishes enabled field must be true or false.'),
  birthday_template: yup.string().nullable()
    .transform((value: string | null) => (typeof value === 'string' && value.trim() === '' ? null : value))
    .max(4000, 'The birthday template may not be greater than 4000 characters.'),
});
export type UpdateSettingsInput = yup.InferType<typeof updateSettingsSchema>;
