import type { ActivityDeps } from '../deps';
import { deriveResetToken, recordPasswordReset, RESET_TOKEN_TTL_MINUTES } from '../../db/accounts/password-resets';

export interface PasswordResetMailInput {
  /** Identifies the request; the token is derived from it inside the activity and never enters history. */
  requestId: string;
  email: string;
}

export function createAccountActivities(deps: ActivityDeps) {
  return {
    /** Idempotent: a retry reuses the same reset row and mails the same token. */
    async deliverPasswordResetMail(input: PasswordResetMailInput): Promise<'sent' | 'no_account'> {
      const token = deriveResetToken(deps.config.jwtSecret, input.requestId);
      const account = await recordPasswordReset(deps.sequelize, { ...input, token });
      if (!account) return 'no_account';
      const link = `${deps.config.publicBaseUrl}/reset-password?token=${token}&email=${encodeURIComponent(account.email)}`;
      await deps.mailer.send({
        to: account.email,
        subject: 'Reset your password',
        text: `Hello ${account.name},\n\nUse this token to reset your password: ${token}\nOr open ${link}\n\n` +
          `It expires in ${RESET_TOKEN_TTL_MINUTES} minutes. If you did not ask for this, ignore this mail.`,
      });
      return 'sent';
    },
  };
}
