import type { ActivityDeps } from '../deps';
import { deliverPasswordResetMail, type PasswordResetMailInput } from '../../use-cases/accounts/password-reset-mail';

export type { PasswordResetMailInput } from '../../use-cases/accounts/password-reset-mail';

export function createAccountActivities(deps: ActivityDeps) {
  return {
    /** Idempotent: a retry reuses the same reset row and mails the same token. */
    async deliverPasswordResetMail(input: PasswordResetMailInput): Promise<'sent' | 'no_account'> {
      return deliverPasswordResetMail(deps, input);
    },
  };
}
