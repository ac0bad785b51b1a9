import { forbidden } from '../errors/errors';
import { grantRefusal, type AccessGrant, type GrantingUser } from '../../../domain/accounts/grants';

export type { AccessGrant, GrantingUser };

/**
 * Nobody grants a role or a permission it does not hold itself (domain/accounts/grants.ts): 403 naming what it lacks.
 * The user routes already require an admin, who holds everything; this keeps a takeover impossible if that guard is
 * ever loosened.
 */
export function assertMayGrant(actor: GrantingUser, grant: AccessGrant): void {
  const refusal = grantRefusal(actor, grant);
  if (refusal !== undefined) throw forbidden(refusal);
}
