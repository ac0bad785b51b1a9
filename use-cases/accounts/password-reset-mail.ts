import { randomUUID } from 'node:crypto';
import type { Client } from '@temporalio/client';
import type { Sequelize } from 'sequelize';
import type { AppConfig } from '../../infra/config';
import type { Mailer } from '../../infra/mailer';
import { deriveResetToken, recordPasswordReset, RESET_TOKEN_TTL_MINUTES } from '../../db/accounts/password-resets';
import type { passwordResetMailWorkflow } from '../../workflows/accounts/password-reset';
import { passwordResetWorkflowId } from '../../workflows/contracts';

export interface PasswordResetMailInput {
  /** Identifies the request; the token is derived from it inside the activity and never enters history. */
  requestId: string;
  email: string;
}

/**
 * Hands a reset request to its workflow, which looks the account up and mails the link: the caller answers at
 * once and identically whether or not the email exists.
 */
export async function requestPasswordResetMail(
  deps: { temporal: Client; config: AppConfig },
  email: string,
): Promise<void> {
  const requestId = randomUUID();
  await deps.temporal.workflow.start<typeof passwordResetMailWorkflow>('passwordResetMailWorkflow', {
    workflowId: passwordResetWorkflowId(requestId),
    taskQueue: deps.config.taskQueue,
    args: [{ requestId, email }],
  });
}

/** Mails the reset token and link when the email belongs to an account. Idempotent: a retry reuses the same reset row and mails the same token. */
export async function deliverPasswordResetMail(
  deps: { sequelize: Sequelize; config: AppConfig; mailer: Mailer },
  input: PasswordResetMailInput,
): Promise<'sent' | 'no_account'> {
  const token = deriveResetToken(deps.config.jwtSecret, input.requestId);
  const account = await recordPasswordReset(deps.sequelize, { ...input, token });
  if (!account) return 'no_account';
  // The console's reset screen (console/src/accounts/reset-password-page.tsx) reads both from the query.
  const link = `${deps.config.publicBaseUrl}/app/reset-password?token=${token}&email=${encodeURIComponent(account.email)}`;
  await deps.mailer.send({
    to: account.email,
    subject: 'Reset your password',
    text:
      `Hello ${account.name},\n\nUse this token to reset your password: ${token}\nOr open ${link}\n\n` +
      `It expires in ${RESET_TOKEN_TTL_MINUTES} minutes. If you did not ask for this, ignore this mail.`,
  });
  return 'sent';
}
