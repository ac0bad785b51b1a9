import type { User } from '../../../db/models';
import { effectivePermissions } from '../../../domain/accounts/permissions';
import { formatTimestamp } from '../../../infra/timestamps';
import { Id, Resource, Timestamp, Type, type Static } from '../../http/openapi/response-schema';
import { PermissionSchema } from './user';

export const ManagedUserSchema = Resource(
  'ManagedUser',
  {
    id: Id,
    name: Type.String(),
    email: Type.String({ examples: ['asha@example.co.tz'] }),
    role: Type.Union([Type.Literal('admin'), Type.Literal('member')]),
    permissions: Type.Array(PermissionSchema, { description: 'What the user holds: every permission for an admin' }),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  'A user of the organization, as its admins manage it',
);
export type ManagedUser = Static<typeof ManagedUserSchema>;

/** A user as tenant admins manage it (users endpoints). */
export const presentManagedUser = (user: User): ManagedUser => ({
  id: user.id,
  name: user.name,
  email: user.email,
  role: user.role,
  permissions: effectivePermissions(user.role, user.permissions),
  created_at: formatTimestamp(user.createdAt)!,
  updated_at: formatTimestamp(user.updatedAt)!,
});
