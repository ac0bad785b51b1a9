import type { TenantUserAuth } from '../../http/auth/auth-context';

interface UserLike {
  id: number;
  name: string;
  email: string;
  role: string;
}
interface TenantLike {
  id: number;
  name: string;
  slug: string;
}

export const presentTenant = (tenant: TenantLike) => ({ id: tenant.id, name: tenant.name, slug: tenant.slug });

/** The User resource: id, name, email, role, tenant. */
export const presentUser = (user: UserLike, tenant: TenantLike | null) => ({
  id: user.id,
  name: user.name,
  email: user.email,
  role: user.role,
  tenant: tenant ? presentTenant(tenant) : null,
});

export const presentAuthUser = (auth: TenantUserAuth) => presentUser(auth.user, auth.tenant);
