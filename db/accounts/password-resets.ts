import { createHmac } from 'node:crypto';
import type { Sequelize } from 'sequelize';
import { PasswordReset, PlatformAdmin, User } from '../models';
import { changeAccountPassword } from './password-change';
import { sha256Hex } from './accounts';

export const RESET_TOKEN_TTL_MINUTES = 60;

/**
 * The reset token of one forgot-password request. It is derived (HMAC with the server secret) instead of
 * stored or passed around, so it never appears in Temporal history and a retried activity mails the same one.
 */
export const deriveResetToken = (secret: string, requestId: string): string =>
  createHmac('sha256', secret).update(`password-reset:${requestId}`).digest('hex');

/** Stores the hashed token for the account behind `email`; null when no account has that email. Idempotent. */
export async function recordPasswordReset(
  sequelize: Sequelize,
  input: { requestId: string; email: string; token: string },
): Promise<{ name: string; email: string } | null> {
  const admin = await PlatformAdmin.findOne({ where: { email: input.email } });
  const user = admin ? null : await User.findOne({ where: { email: input.email } });
  const account = admin ?? user;
  if (!account) return null;
  await PasswordReset.findOrCreate({
    where: { requestId: input.requestId },
    defaults: {
      requestId: input.requestId,
      tokenHash: sha256Hex(input.token),
      userId: user?.id ?? null,
      platformAdminId: admin?.id ?? null,
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MINUTES * 60_000),
    },
  });
  return { name: account.name, email: account.email };
}

/**
 * Sets a new password with a single-use, unexpired token issued for this email, revoking every session and every other
 * reset token of the account. Returns false for an invalid, expired, used or mismatched token. The account row is
 * locked before the reset row, so two tokens of one account used at once queue instead of deadlocking, and the second
 * then finds itself used.
 */
export async function consumePasswordReset(
  sequelize: Sequelize,
  input: { token: string; email: string; passwordHash: string },
): Promise<boolean> {
  return sequelize.transaction(async (transaction) => {
    const found = await PasswordReset.findOne({ where: { tokenHash: sha256Hex(input.token) }, transaction });
    if (!found) return false;
    const lock = { transaction, lock: transaction.LOCK.UPDATE };
    const account = found.userId
      ? await User.findByPk(found.userId, lock)
      : await PlatformAdmin.findByPk(found.platformAdminId!, lock);
    const reset = await PasswordReset.findByPk(found.id, lock);
    if (!account || !reset || reset.usedAt || reset.expiresAt.getTime() <= Date.now()) return false;
    if (account.email.toLowerCase() !== input.email.toLowerCase()) return false;
    const owner = reset.userId ? { userId: reset.userId } : { platformAdminId: reset.platformAdminId! };
    await changeAccountPassword(sequelize, { owner, passwordHash: input.passwordHash }, transaction);
    return true;
  });
}
