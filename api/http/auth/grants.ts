import { forbidden } from '../errors/errors';

/** Who is granting: its role and the permissions it effectively holds. */
export interface GrantingUser {
  role: 'admin' | 'member';
  permissions: readonly string[];
}

/** The role and permissions a user is being given (absent: unchanged). */
export interface AccessGrant {
  role?: 'admin' | 'member';
  permissions?: readonly string[];
}

/**
 * Nobody grants a role or a permission it does not hold itself: 403 naming what it lacks. The user routes already
 * require an admin, who holds everything; this keeps a takeover impossible if that guard is ever loosened.
 */
export function assertMayGrant(actor: GrantingUser, grant: AccessGrant): void {
  if (grant.role === 'admin' && actor.role !== 'admin') throw forbidden('You cannot grant the admin role: you do not hold it.');
  const missing = (grant.permissions ?? []).filter((permission) => !actor.permissions.includes(permission));
  if (missing.length > 0) throw forbidden(`You cannot grant permissions you do not hold: ${missing.join(', ')}.`);
}
