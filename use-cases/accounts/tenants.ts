import { Tenant } from '../../db/models';
import type { AuthCache } from '../../api/http/auth/auth-cache';
import type { BatchDeps } from '../messaging/deps';
import { resumeTenantSends } from '../messaging/send/tenant-sends';

/**
 * Activates or deactivates an organization (a platform admin). Inactive: its users' tokens stop working at once and
 * its batches are held before their next round. Reactivated: its held batches resume now (`resumed` counts them).
 * Null when there is no such organization.
 */
export async function setTenantActive(
  deps: BatchDeps & { authCache?: AuthCache },
  tenantId: number,
  active: boolean,
): Promise<{ tenant: Tenant; resumed: number } | null> {
  const tenant = await Tenant.findByPk(tenantId);
  if (!tenant) return null;
  await tenant.update({ isActive: active });
  deps.authCache?.forgetAll();
  const resumed = active ? await resumeTenantSends(deps, tenant.id) : 0;
  return { tenant, resumed };
}
