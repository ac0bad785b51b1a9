import type { Tenant } from '../../db/models';
import { Nullable, Resource, Type, type Static } from '../http/openapi/response-schema';

const Clock = Type.String({ pattern: '^\\d{2}:\\d{2}$', examples: ['20:00'] });
const Threshold = (channel: string) =>
  Nullable(
    Type.Integer({
      minimum: 1,
      description: `The ${channel} credits below which the admins are mailed and \`balance.low\` is emitted; null: off`,
      examples: [500],
    }),
  );

export const SettingsSchema = Resource(
  'Settings',
  {
    sender_id: Nullable(
      Type.String({ description: "One of the organization's approved sender ids", examples: ['DUKA'] }),
    ),
    birthday_wishes_enabled: Type.Boolean(),
    birthday_template: Nullable(Type.String({ examples: ['Heri ya siku ya kuzaliwa {name}!'] })),
    quiet_hours: Nullable(
      Type.Object(
        { start: Clock, end: { ...Clock, examples: ['08:00'] } },
        {
          additionalProperties: false,
          description: 'Dar es Salaam time; a start after the end crosses midnight; null: off',
        },
      ),
    ),
    low_balance_threshold_sms: Threshold('SMS'),
    low_balance_threshold_chat: Threshold('chat'),
  },
  "The organization's settings",
);
export type Settings = Static<typeof SettingsSchema>;

/** `HH:MM:SS` (a TIME column) as `HH:MM`. */
const clock = (time: string) => time.slice(0, 5);

/** The tenant settings of GET/PATCH /settings. */
export const presentSettings = (tenant: Tenant): Settings => ({
  sender_id: tenant.senderId,
  birthday_wishes_enabled: tenant.birthdayWishesEnabled,
  birthday_template: tenant.birthdayTemplate,
  quiet_hours:
    tenant.quietHoursStart && tenant.quietHoursEnd
      ? { start: clock(tenant.quietHoursStart), end: clock(tenant.quietHoursEnd) }
      : null,
  low_balance_threshold_sms: tenant.lowBalanceThresholdSms ?? null,
  low_balance_threshold_chat: tenant.lowBalanceThresholdChat ?? null,
});
