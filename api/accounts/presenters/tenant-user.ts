import type { User } from '../../../db/models';
import { effectivePermissions } from '../../../domain/accounts/permissions';
import { formatTimestamp } from '../../../infra/timestamps';

/** A user as tenant admins manage it (users endpoints). */
export const presentManagedUser = (user: User) => ({
  id: user.id,
  name: user.name,
  email: user.email,
  role: user.role,
  permissions: effectivePermissions(user.role, user.permissions),
  created_at: formatTimestamp(user.createdAt),
  updated_at: formatTimestamp(user.updatedAt),
});
