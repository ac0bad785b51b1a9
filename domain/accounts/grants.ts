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

/** Nobody grants a role or a permission it does not hold itself: why this grant is refused, or undefined when it is not. */
export function grantRefusal(actor: GrantingUser, grant: AccessGrant): string | undefined {
  if (grant.role === 'admin' && actor.role !== 'admin') return 'You cannot grant the admin role: you do not hold it.';
  const missing = (grant.permissions ?? []).filter((permission) => !actor.permissions.includes(permission));
  if (missing.length > 0) return `You cannot grant permissions you do not hold: ${missing.join(', ')}.`;
  return undefined;
}
