import { Router } from 'express';
import type { ApiDeps } from '../http/deps';
import { requireTenantAdmin, requireTenantUser, tenantAuth } from '../http/middleware/authenticate';
import { validateBody } from '../http/middleware/validate';
import { updateSettingsSchema, type UpdateSettingsInput } from './schemas';
import { fieldError, notFound, validationFailed } from '../http/errors/errors';
import { presentSettings } from './presenters';
import { Tenant } from '../../db/models';
import { findApprovedSenderId } from '../../db/sender-ids/sender-ids';

/**
 * Tenant settings (decisions §9 and §11, beyond the interface): every user of the organization may read them (the
 * dashboard and the send forms show the sender), only an `admin` may change them, as they affect every send:
 * sender id, birthday wishes, quiet hours and the low-balance alert thresholds.
 */
export function createSettingsRouter(deps: ApiDeps): Router {
  const router = Router();

  router.get('/settings', requireTenantUser, async (req, res) => {
    const tenant = await Tenant.findByPk(tenantAuth(req).tenantId);
    if (!tenant) throw notFound('Organization');
    res.json({ data: presentSettings(tenant) });
  });

  router.patch('/settings', requireTenantAdmin('change its settings'), validateBody(updateSettingsSchema), async (req, res) => {
    const tenant = await Tenant.findByPk(tenantAuth(req).tenantId);
    if (!tenant) throw notFound('Organization');
    const input = req.body as UpdateSettingsInput;
    const senderId = input.sender_id ? await approvedSenderOr422(deps, tenant.id, input.sender_id) : input.sender_id;
    tenant.set({
      ...(senderId !== undefined ? { senderId } : {}),
      ...(input.birthday_wishes_enabled !== undefined ? { birthdayWishesEnabled: input.birthday_wishes_enabled } : {}),
      ...(input.birthday_template !== undefined ? { birthdayTemplate: input.birthday_template } : {}),
      ...(input.quiet_hours !== undefined ? { quietHoursStart: input.quiet_hours?.start ?? null, quietHoursEnd: input.quiet_hours?.end ?? null } : {}),
      ...(input.low_balance_threshold_sms !== undefined ? { lowBalanceThresholdSms: input.low_balance_threshold_sms } : {}),
      ...(input.low_balance_threshold_chat !== undefined ? { lowBalanceThresholdChat: input.low_balance_threshold_chat } : {}),
    });
    if (tenant.birthdayWishesEnabled && !tenant.birthdayTemplate) {
      throw validationFailed({ birthday_template: ['The birthday template is required when birthday wishes are enabled.'] });
    }
    await tenant.save();
    res.json({ data: presentSettings(tenant) });
  });

  return router;
}

/** Only an approved sender id of this tenant may be selected; it is stored as it was approved. */
async function approvedSenderOr422(deps: ApiDeps, tenantId: number, name: string): Promise<string> {
  const approved = await findApprovedSenderId(deps.sequelize, tenantId, name);
  if (!approved) throw fieldError('sender_id', 'The sender id must be one of your approved sender ids (request one with POST /sender-ids).');
  return approved;
}
