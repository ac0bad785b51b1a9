import { Router } from 'express';
import type { ApiDeps } from '../http/deps';
import { requireTenantAdmin, requireTenantUser, tenantAuth } from '../http/middleware/authenticate';
import { withBody } from '../http/middleware/validate';
import { updateSettingsBody } from './schemas';
import { presentSettings } from './presenters';
import { findTenantSettings, updateSettings } from '../../use-cases/settings/settings';

/**
 * Tenant settings (docs/decisions.md §9 and §11, beyond the interface): every user of the organization may read them (the
 * dashboard and the send forms show the sender), only an `admin` may change them, as they affect every send:
 * sender id, birthday wishes, quiet hours and the low-balance alert thresholds.
 */
export function createSettingsRouter(deps: ApiDeps): Router {
  const router = Router();

  router.get('/settings', requireTenantUser, async (req, res) => {
    res.json({ data: presentSettings(await findTenantSettings(tenantAuth(req).tenantId)) });
  });

  router.patch(
    '/settings',
    requireTenantAdmin('change its settings'),
    withBody(updateSettingsBody, async (req, res, input) => {
      res.json({ data: presentSettings(await updateSettings(deps.sequelize, tenantAuth(req).tenantId, input)) });
    }),
  );

  return router;
}
