import * as yup from 'yup';
import { bodyContract } from '../http/middleware/validate';
import { senderNameField } from '../sender-ids/schemas';
import { isClockTime } from '../../domain/calendar/quiet-hours';

const clockField = (name: string) =>
  yup
    .string()
    .trim()
    .required(`The quiet hours ${name} field is required.`)
    .test(
      'clock-time',
      `The quiet hours ${name} must be a time HH:MM (00:00 to 23:59).`,
      (value) => value === undefined || isClockTime(value),
    );

/** A wallet's alert threshold in credits; null turns the alert off. */
const thresholdField = (channel: string) =>
  yup
    .number()
    .nullable()
    .typeError(`The low balance threshold ${channel} must be an integer or null.`)
    .integer(`The low balance threshold ${channel} must be an integer.`)
    .min(1, `The low balance threshold ${channel} must be at least 1 (null turns the alert off).`)
    .max(2_147_483_647, `The low balance threshold ${channel} may not be greater than 2147483647.`);

/**
 * PATCH /settings: `sender_id` selects one of the tenant's approved sender ids (checked by the route); null or "" clears
 * it. `quiet_hours` is `{start, end}` in Dar es Salaam time (a start after the end crosses midnight) or null.
 */
export const updateSettingsSchema = yup.object({
  sender_id: senderNameField()
    .nullable()
    .transform((value: string | null) => (value === '' ? null : value)),
  birthday_wishes_enabled: yup.boolean().typeError('The birthday wishes enabled field must be true or false.'),
  birthday_template: yup
    .string()
    .nullable()
    .transform((value: string | null) => (typeof value === 'string' && value.trim() === '' ? null : value))
    .max(4000, 'The birthday template may not be greater than 4000 characters.'),
  quiet_hours: yup
    .object({ start: clockField('start'), end: clockField('end') })
    .nullable()
    .default(undefined)
    .test(
      'distinct',
      'The quiet hours must start and end at different times.',
      (value) => !value || value.start !== value.end,
    ),
  low_balance_threshold_sms: thresholdField('sms'),
  low_balance_threshold_chat: thresholdField('chat'),
});
/** Only the fields sent; `sender_id` is checked against the approved ones by the use-case. */
export const updateSettingsBody = bodyContract(updateSettingsSchema, (input) => ({
  ...(input.sender_id !== undefined ? { senderId: input.sender_id } : {}),
  ...(input.birthday_wishes_enabled !== undefined ? { birthdayWishesEnabled: input.birthday_wishes_enabled } : {}),
  ...(input.birthday_template !== undefined ? { birthdayTemplate: input.birthday_template } : {}),
  ...(input.quiet_hours !== undefined ? { quietHours: input.quiet_hours } : {}),
  ...(input.low_balance_threshold_sms !== undefined ? { lowBalanceThresholdSms: input.low_balance_threshold_sms } : {}),
  ...(input.low_balance_threshold_chat !== undefined
    ? { lowBalanceThresholdChat: input.low_balance_threshold_chat }
    : {}),
}));
