import type { Tenant } from '../../db/models';

/** `HH:MM:SS` (a TIME column) as `HH:MM`. */
const clock = (time: string) => time.slice(0, 5);

/** The tenant settings of GET/PATCH /settings. */
export const presentSettings = (tenant: Tenant) => ({
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
