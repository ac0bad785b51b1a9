import { emailTaken, findLoginAccount, registerOrganization, slugTaken } from '../../db/accounts/accounts';
import { consumePasswordReset } from '../../db/accounts/password-resets';
import type { PlatformAdmin, Tenant, User } from '../../db/models';
import { InvalidInputError, invalidField } from '../../domain/messaging/errors';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../infra/auth/passwords';
import { issueToken } from './access-tokens';
import type { Attempt } from './auth-throttle';
import type { AccountDeps } from './deps';

/** The public account flows: register, log in, reset a password. The caller throttles them (auth-throttle.ts). */

export interface Registration {
  orgName: string;
  phone: string;
  name: string;
  email: string;
  password: string;
}

/** Creates the organization, its wallets and its first admin, and logs the admin in. A taken name or email: InvalidInputError. */
export async function registerAccount(
  deps: AccountDeps,
  input: Registration,
): Promise<{ tenant: Tenant; user: User; token: string }> {
  const errors: Record<string, string[]> = {};
  if (await slugTaken(deps.sequelize, input.orgName))
    errors.org_name = ['An organization with this name already exists.'];
  if (await emailTaken(deps.sequelize, input.email)) errors.email = ['The email has already been taken.'];
  if (Object.keys(errors).length > 0) throw new InvalidInputError(errors);
  // A name or email taken between the checks and the insert is an AccountConflict: the error table's 422 on its field.
  const { tenant, user } = await registerOrganization(deps.sequelize, {
    orgName: input.orgName,
    phone: input.phone,
    name: input.name,
    email: input.email,
    passwordHash: await hashPassword(input.password),
  });
  const token = await issueToken(deps.sequelize, deps.config, { kind: 'user', userId: user.id });
  return { tenant, user, token };
}

/** A login's outcome: a token for the account, or why there is none. */
export type LoginOutcome =
  | { outcome: 'invalid_credentials' }
  | { outcome: 'inactive_organization' }
  | { outcome: 'super_admin'; admin: PlatformAdmin; token: string }
  | { outcome: 'user'; user: User & { tenant: Tenant }; token: string };

/**
 * Checks the password of the account with this email (as long for an unknown email) and issues a token. `attempt` was
 * counted by the throttle before: a right password gives back what a success should not cost, even for a user of an
 * inactive organization, which gets no token.
 */
export async function logIn(
  deps: AccountDeps,
  email: string,
  password: string,
  attempt: Attempt,
): Promise<LoginOutcome> {
  const account = await findLoginAccount(email);
  if (!account) {
    await burnPasswordCheck(password);
    return { outcome: 'invalid_credentials' };
  }
  const hash = account.kind === 'super_admin' ? account.admin.passwordHash : account.user.passwordHash;
  if (!(await verifyPassword(hash, password))) return { outcome: 'invalid_credentials' };
  await attempt.succeeded();
  if (account.kind === 'super_admin') {
    const token = await issueToken(deps.sequelize, deps.config, { kind: 'super_admin', adminId: account.admin.id });
    return { outcome: 'super_admin', admin: account.admin, token };
  }
  if (!account.user.tenant.isActive) return { outcome: 'inactive_organization' };
  const token = await issueToken(deps.sequelize, deps.config, { kind: 'user', userId: account.user.id });
  return { outcome: 'user', user: account.user, token };
}

const RESET_TOKEN_REFUSED = 'This password reset token is invalid or has expired.';

/**
 * Sets a new password with a reset token (the account's sessions and other reset tokens stop working); an invalid or
 * expired token: InvalidInputError on `token`. `attempt` was counted by the throttle; a success gives it back.
 */
export async function resetPassword(
  deps: AccountDeps,
  input: { token: string; email: string; password: string },
  attempt: Attempt,
): Promise<void> {
  const ok = await consumePasswordReset(deps.sequelize, {
    token: input.token,
    email: input.email,
    passwordHash: await hashPassword(input.password),
  });
  if (!ok) throw invalidField('token', RESET_TOKEN_REFUSED);
  await attempt.succeeded();
  deps.authCache?.forgetAll();
}
