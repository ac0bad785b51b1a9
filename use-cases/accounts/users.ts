import { emailTaken } from '../../db/accounts/accounts';
import { changeUserKeepingAnAdmin } from '../../db/accounts/users';
import { User } from '../../db/models';
import { invalidField, NotFoundError, RefusedError } from '../../domain/messaging/errors';
import { hashPassword } from '../../infra/auth/passwords';
import type { AccountDeps } from './deps';

/**
 * A tenant admin manages its organization's users (docs/decisions.md §2); the caller checked that it may grant the role and
 * permissions given. An organization always keeps an admin (RefusedError otherwise).
 */

export interface NewUser {
  name: string;
  email: string;
  password: string;
  role: 'admin' | 'member';
  permissions: string[];
}

export interface UserChange {
  name?: string;
  email?: string;
  role?: 'admin' | 'member';
  permissions?: string[];
}

const emailTakenError = () => invalidField('email', 'The email has already been taken.');

/** An admin holds every permission: its own list stays empty. */
export async function createUser(deps: AccountDeps, tenantId: number, input: NewUser): Promise<User> {
  if (await emailTaken(deps.sequelize, input.email)) throw emailTakenError();
  return User.create({
    tenantId,
    name: input.name,
    email: input.email,
    phone: null,
    role: input.role,
    permissions: input.role === 'admin' ? [] : input.permissions,
    passwordHash: await hashPassword(input.password),
  });
}

export async function updateUser(
  deps: AccountDeps,
  tenantId: number,
  userId: number,
  change: UserChange,
): Promise<User> {
  if (change.email && (await emailTaken(deps.sequelize, change.email, userId))) throw emailTakenError();
  const updated = await changeUserKeepingAnAdmin(deps.sequelize, tenantId, userId, async (user, transaction) => {
    await user.update(change, { transaction });
    return { staysAdmin: user.role === 'admin', result: user };
  });
  if (!updated) throw new NotFoundError('User');
  deps.authCache?.forgetAll();
  return updated;
}

/** An admin removing itself could lock the organization out; another admin has to do it. */
export async function deleteUser(
  deps: AccountDeps,
  actor: { tenantId: number; userId: number },
  userId: number,
): Promise<void> {
  if (userId === actor.userId) throw new RefusedError('You cannot delete your own account.', 'cannot_delete_self');
  const deleted = await changeUserKeepingAnAdmin(deps.sequelize, actor.tenantId, userId, async (user, transaction) => {
    await user.destroy({ transaction });
    return { staysAdmin: false, result: true };
  });
  if (!deleted) throw new NotFoundError('User');
  deps.authCache?.forgetAll();
}
