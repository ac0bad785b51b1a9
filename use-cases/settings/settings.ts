import type { Sequelize } from 'sequelize';
import { Tenant } from '../../db/models';
import { findApprovedSenderId } from '../../db/sender-ids/sender-ids';
import { invalidField, InvalidInputError, NotFoundError } from '../../domain/messaging/errors';

/** The settings a change names (absent: unchanged; null clears where the field allows it). */
export interface SettingsChange {
  senderId?: string | null;
  birthdayWishesEnabled?: boolean;
  birthdayTemplate?: string | null;
  quietHours?: { start: string; end: string } | null;
  lowBalanceThresholdSms?: number | null;
  lowBalanceThresholdChat?: number | null;
}

export async function findTenantSettings(tenantId: number): Promise<Tenant> {
  const tenant = await Tenant.findByPk(tenantId);
  if (!tenant) throw new NotFoundError('Organization');
  return tenant;
}

/** Changes the organization's settings; birthday wishes cannot be on without a template. */
export async function updateSettings(sequelize: Sequelize, tenantId: number, change: SettingsChange): Promise<Tenant> {
  const tenant = await findTenantSettings(tenantId);
  const senderId = change.senderId ? await approvedSender(sequelize, tenant.id, change.senderId) : change.senderId;
  tenant.set({
    ...(senderId !== undefined ? { senderId } : {}),
    ...(change.birthdayWishesEnabled !== undefined ? { birthdayWishesEnabled: change.birthdayWishesEnabled } : {}),
    ...(change.birthdayTemplate !== undefined ? { birthdayTemplate: change.birthdayTemplate } : {}),
    ...(change.quietHours !== undefined
      ? { quietHoursStart: change.quietHours?.start ?? null, quietHoursEnd: change.quietHours?.end ?? null }
      : {}),
    ...(change.lowBalanceThresholdSms !== undefined ? { lowBalanceThresholdSms: change.lowBalanceThresholdSms } : {}),
    ...(change.lowBalanceThresholdChat !== undefined
      ? { lowBalanceThresholdChat: change.lowBalanceThresholdChat }
      : {}),
  });
  if (tenant.birthdayWishesEnabled && !tenant.birthdayTemplate) {
    throw new InvalidInputError({
      birthday_template: ['The birthday template is required when birthday wishes are enabled.'],
    });
  }
  await tenant.save();
  return tenant;
}

/** Only an approved sender id of this tenant may be selected; it is stored as it was approved. */
async function approvedSender(sequelize: Sequelize, tenantId: number, name: string): Promise<string> {
  const approved = await findApprovedSenderId(sequelize, tenantId, name);
  if (!approved)
    throw invalidField(
      'sender_id',
      'The sender id must be one of your approved sender ids (request one with POST /sender-ids).',
    );
  return approved;
}
