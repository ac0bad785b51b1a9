import { proxyActivities } from '@temporalio/workflow';
import type { createActivities } from '../../activities';
import type { PasswordResetMailInput } from '../../activities/accounts/password-reset-mail';

const { deliverPasswordResetMail } = proxyActivities<ReturnType<typeof createActivities>>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '1 minute', maximumAttempts: 10 },
});

/** Mails a reset link when the email belongs to an account; the API answers the same either way. */
export async function passwordResetMailWorkflow(input: PasswordResetMailInput): Promise<'sent' | 'no_account'> {
  return deliverPasswordResetMail(input);
}
