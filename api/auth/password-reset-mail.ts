import { randomUUID } from 'node:crypto';
import type { ApiDeps } from '../deps';
import type { passwordResetMailWorkflow } from '../../workflows/password-reset';
import { passwordResetWorkflowId } from '../../workflows/ids';

/**
 * Starts the workflow that mails a reset link to the account behind `email` (nothing when there is none). Used by
 * /forgot-password and by an admin's reset for one of its users; the workflow is named, not imported, at run time.
 */
export async function startPasswordResetMail(deps: ApiDeps, email: string): Promise<void> {
  const requestId = randomUUID();
  await deps.temporal.workflow.start<typeof passwordResetMailWorkflow>('passwordResetMailWorkflow', {
    workflowId: passwordResetWorkflowId(requestId),
    taskQueue: deps.config.taskQueue,
    args: [{ requestId, email }],
  });
}
