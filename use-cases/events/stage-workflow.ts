/**
 * Handing stages to Temporal: each stage has one workflow, `stage-<id>`, that waits for its armed runs and sees
 * every run through. The stage row decides; the workflow is only woken to read it again. Workflow code is referenced
 * by name and type only.
 */
import { WorkflowNotFoundError, type Client } from '@temporalio/client';
import type { AppConfig } from '../../infra/config';
import type { Logger } from '../../infra/logger';
import type { eventStageWorkflow } from '../../workflows/events/event-stage';
import { STAGE_CHANGED_SIGNAL, stageWorkflowId, tenantSearchAttributes } from '../../workflows/contracts';

export interface StageWorkflowDeps {
  temporal: Client;
  config: AppConfig;
  logger: Logger;
}

/**
 * Starts the stage's workflow, or wakes the running one, to read its stage again: it was armed, re-armed or given a
 * run to send now. Called inside the transaction that changed the stage (the workflow's read waits for its commit),
 * so a failure here undoes the change instead of leaving an armed stage nobody runs.
 */
export async function wakeStageWorkflow(
  deps: StageWorkflowDeps,
  stage: { id: number; tenantId: number },
): Promise<void> {
  await deps.temporal.workflow.signalWithStart<typeof eventStageWorkflow, []>('eventStageWorkflow', {
    workflowId: stageWorkflowId(stage.id),
    taskQueue: deps.config.taskQueue,
    args: [{ stageId: stage.id, tenantId: stage.tenantId }],
    signal: STAGE_CHANGED_SIGNAL,
    signalArgs: [],
    typedSearchAttributes: tenantSearchAttributes(stage.tenantId),
  });
}

/**
 * Tells a stage's running workflow that the stage was disarmed, cancelled or deleted, so it ends now rather than at
 * its next run time. After the commit, and best effort: that run would find the stage unarmed anyway.
 */
export async function notifyStageWorkflow(deps: StageWorkflowDeps, stageId: number): Promise<void> {
  try {
    await deps.temporal.workflow.getHandle(stageWorkflowId(stageId)).signal(STAGE_CHANGED_SIGNAL);
  } catch (err) {
    if (!(err instanceof WorkflowNotFoundError))
      deps.logger.warn({ err, stageId }, 'stage workflow not told of its change');
  }
}
