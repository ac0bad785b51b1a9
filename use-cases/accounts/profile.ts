import { emailTaken } from '../../db/accounts/accounts';
import { changeAccountPassword } from '../../db/accounts/password-change';
import { User } from '../../db/models';
import { invalidField, NotFoundError } from '../../domain/messaging/errors';
import { hashPassword, verifyPassword } from '../../infra/auth/passwords';
import { revokeToken } from './access-tokens';
import type { AccountDeps } from './deps';

/** The caller's own account: its profile and its session. */

export interface ProfileChange {
  name?: string;
  email?: string;
  /** Required to change the password or the email. */
  currentPassword?: string;
  newPassword?: string;
}

/**
 * Changes the caller's name, email or password. The current password guards what would hand the account over: a new
 * password, or a new email (where resets go). A new password ends every other session of the account (`tokenId` is kept).
 */
export async function updateProfile(
  deps: AccountDeps,
  caller: { userId: number; tenantId: number; tokenId: string },
  change: ProfileChange,
): Promise<User> {
  const user = await User.findOne({ where: { id: caller.userId, tenantId: caller.tenantId } });
  if (!user) throw new NotFoundError('User');
  const newEmail = change.email !== undefined && change.email !== user.email ? change.email : undefined;
  if (newEmail !== undefined && (await emailTaken(deps.sequelize, newEmail, user.id))) {
    throw invalidField('email', 'The email has already been taken.');
  }
  if (newEmail !== undefined || change.newPassword) await assertCurrentPassword(user, change.currentPassword);
  const passwordHash = change.newPassword ? await hashPassword(change.newPassword) : null;
  await deps.sequelize.transaction(async (transaction) => {
    if (change.name) user.name = change.name;
    if (newEmail !== undefined) user.email = newEmail;
    await user.save({ transaction });
    if (passwordHash) {
      await changeAccountPassword(
        deps.sequelize,
        { owner: { userId: user.id }, passwordHash, keepTokenId: caller.tokenId },
        transaction,
      );
    }
  });
  deps.authCache?.forgetAll();
  return user;
}

async function assertCurrentPassword(user: User, currentPassword: string | undefined): Promise<void> {
  if (!currentPassword)
    throw invalidField('current_password', 'The current password is required to change the email or the password.');
  if (!(await verifyPassword(user.passwordHash, currentPassword)))
    throw invalidField('current_password', 'The current password is incorrect.');
}

/** Ends the caller's session everywhere. */
export async function logOut(deps: AccountDeps, tokenId: string): Promise<void> {
  await revokeToken(deps.sequelize, tokenId);
  deps.authCache?.forgetAll();
}
