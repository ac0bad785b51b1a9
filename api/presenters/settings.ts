import type { Tenant } from '../../db/models';

/** The tenant settings of GET/PATCH /settings. */
export const presentSettings = (tenant: Tenant) => ({
  sender_id: tenant.senderId,
  birthday_wishes_enabled: tenant.birthdayWishesEnabled,
  birthday_template: tenant.birthdayTemplate,
});
