import type { TenantUserAuth } from '../../http/auth/auth-context';
import { Id, Nullable, Resource, Type, type Static } from '../../http/openapi/response-schema';
import { TENANT_PERMISSIONS } from '../../../domain/accounts/permissions';

interface UserLike {
  id: number;
  name: string;
  email: string;
  role: 'admin' | 'member';
}
interface TenantLike {
  id: number;
  name: string;
  slug: string;
}

/** One tenant permission string (domain/accounts/permissions.ts, docs/decisions.md §2). */
export const PermissionSchema = Type.Unsafe<string>({
  $id: 'Permission',
  type: 'string',
  enum: [...TENANT_PERMISSIONS],
  description: 'A tenant permission (an admin holds all of them)',
});

export const TenantSchema = Resource(
  'Tenant',
  { id: Id, name: Type.String({ examples: ['Acme Ltd'] }), slug: Type.String({ examples: ['acme-ltd'] }) },
  'An organization (tenant) of the platform',
);
export type Tenant = Static<typeof TenantSchema>;

export const UserSchema = Resource(
  'User',
  {
    id: Id,
    name: Type.String(),
    email: Type.String({ examples: ['asha@example.co.tz'] }),
    role: Type.Union([Type.Literal('admin'), Type.Literal('member'), Type.Literal('super_admin')], {
      description: "The user's role in its organization; super_admin is a platform admin (no organization)",
    }),
    tenant: Nullable(TenantSchema),
  },
  'A signed-in person: a user of an organization, or a platform admin (tenant null)',
);
export type User = Static<typeof UserSchema>;

export const presentTenant = (tenant: TenantLike): Tenant => ({ id: tenant.id, name: tenant.name, slug: tenant.slug });

/** The User resource: id, name, email, role, tenant. */
export const presentUser = (user: UserLike, tenant: TenantLike | null): User => ({
  id: user.id,
  name: user.name,
  email: user.email,
  role: user.role,
  tenant: tenant ? presentTenant(tenant) : null,
});

/** A platform admin as login and /me show it: no organization. */
export const presentSuperAdmin = (admin: { id: number; name: string; email: string }): User => ({
  id: admin.id,
  name: admin.name,
  email: admin.email,
  role: 'super_admin',
  tenant: null,
});

export const presentAuthUser = (auth: TenantUserAuth) => presentUser(auth.user, auth.tenant);
