import { randomUUID } from 'node:crypto';
import type { Client } from '@temporalio/client';
import type { AppConfig } from '../../infra/config';
import type { passwordResetMailWorkflow } from '../../workflows/accounts/password-reset';
import { passwordResetWorkflowId } from '../../workflows/contracts';

/**
 * Hands a reset request to its workflow, which looks the account up and mails the link: the caller answers at
 * once and identically whether or not the email exists.
 */
export async function requestPasswordResetMail(deps: { temporal: Client; config: AppConfig }, email: string): Promise<void> {
  const requestId = randomUUID();
  await deps.temporal.workflow.start<typeof passwordResetMailWorkflow>('passwordResetMailWorkflow', {
    workflowId: passwordResetWorkflowId(requestId),
    taskQueue: deps.config.taskQueue,
    args: [{ requestId, email }],
  });
}
